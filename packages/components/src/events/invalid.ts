export interface SkInvalidDetail {
  /** The validation message the control shows, in the control's language. */
  readonly message: string;
}

/**
 * `sk-invalid`: a form control failed validation when its form was submitted or checked. The
 * native `invalid` event neither bubbles nor leaves a shadow root, so a form-level listener
 * (`sk-form`'s error summary) could not hear it; this one does both, once per control and check.
 * The event's target is the control, which the summary links to.
 */
export class SkInvalidEvent extends CustomEvent<SkInvalidDetail> {
  constructor(detail: SkInvalidDetail) {
    super('sk-invalid', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-invalid': SkInvalidEvent;
  }
}
