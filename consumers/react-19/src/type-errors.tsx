/*
 * Never rendered: `tsc --noEmit` checks that each marked line fails to compile. Were the
 * bindings' props or callbacks typed loosely (`any`), a directive would be unused and the type
 * check would fail.
 */
import { SkCheckbox, SkInput, SkSelect } from '@skerry/react';

export function Misuse() {
  return (
    <>
      {/* @ts-expect-error -- checked is a boolean */}
      <SkCheckbox checked="yes" />
      {/* @ts-expect-error -- value is a string */}
      <SkInput value={42} />
      {/* @ts-expect-error -- size is small, medium or large */}
      <SkSelect size="huge" />
      {/* @ts-expect-error -- the callback gets the element's event, not a keyboard event */}
      <SkInput onInput={(event: KeyboardEvent) => event.key} />
      {/* @ts-expect-error -- the event's target is the input, which has no checked */}
      <SkInput onChange={(event) => event.target.checked} />
    </>
  );
}
