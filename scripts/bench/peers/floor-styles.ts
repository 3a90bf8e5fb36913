/**
 * The stylesheets of the floors (`floor.ts`, `lit-floor.ts`): the same rules for both, so that
 * the two differ only in what Lit does.
 */
export const floorStyles = {
  button: `:host { display: inline-block; }
  button { font: inherit; padding: 0.5rem 1rem; border: 1px solid; border-radius: 0.25rem; }`,
  checkbox: `:host { display: block; }
  label { display: inline-flex; gap: 0.5rem; align-items: center; }`,
  input: `:host { display: grid; gap: 0.25rem; }
  input { font: inherit; padding: 0.5rem; border: 1px solid; border-radius: 0.25rem; }`,
} as const;
