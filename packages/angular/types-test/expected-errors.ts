/** The errors `wrong-types.ts` must fail with, read by `test/type-check.test.ts` in Node. */

/** The line of the template, and the start of the message it must fail with. */
export const expectedErrors = [
  ['<sk-checkbox [checked]="\'yes\'" />', `Type '"yes"' is not assignable to type 'BooleanInput'`],
  ['<sk-button variant="loud">', `Type '"loud"' is not assignable to type`],
  ['<sk-range [max]="\'ten\'" />', `Type '"ten"' is not assignable to type`],
  ['<sk-input (skInput)="closed($event)" />', `Argument of type 'InputEvent' is not assignable`],
] as const;
