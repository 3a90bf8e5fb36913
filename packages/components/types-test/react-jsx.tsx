/*
 * Compiled against the generated React typings by the build and by the components' tests.
 * Valid uses must type-check; each `@ts-expect-error` line must really be an error.
 */
export const valid = (
  <>
    <sk-button variant="primary" size="small" type="submit" full-width loading>
      Save
    </sk-button>
    <sk-button variant="danger" href="/delete" className="wide">
      Delete
    </sk-button>
    <sk-icon-button label="Close" variant="tertiary" />
    <sk-inline-button type="button">Show more</sk-inline-button>
    <sk-icon name="warning" size="large" label="Warning" />
    <sk-icon src="/logo.svg" />
  </>
);

// @ts-expect-error -- "bogus" is not a button variant.
export const badVariant = <sk-button variant="bogus">Save</sk-button>;

// @ts-expect-error -- sizes are small, medium and large.
export const badSize = <sk-button size="huge">Save</sk-button>;

// @ts-expect-error -- sk-button has no "colour" attribute.
export const unknownAttribute = <sk-button colour="red">Save</sk-button>;

// @ts-expect-error -- icon sizes are small, medium, large and x-large, no longer sm … xl.
export const badIconSize = <sk-icon name="check" size="lg" />;
