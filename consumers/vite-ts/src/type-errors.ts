/*
 * Never run: `tsc --noEmit` checks that each line below fails to compile. Were the element classes
 * typed loosely (`any`), the directives would be unused and the type check would fail.
 */
import type { SkCheckbox, SkInput, SkSelect } from '@skerry/components';

export function misuse(input: SkInput, checkbox: SkCheckbox, select: SkSelect): void {
  // @ts-expect-error -- value is a string
  input.value = 42;
  // @ts-expect-error -- type is one of the input types, not any string
  input.type = 'colour';
  // @ts-expect-error -- checked is a boolean
  checkbox.checked = 'yes';
  // @ts-expect-error -- size is small, medium or large
  select.size = 'huge';
  // @ts-expect-error -- the tag name map gives sk-input its class, which has no checked
  document.createElement('sk-input').checked = true;
}
