/**
 * Form data as a plain object: one property per field name, an array where a name was sent more
 * than once (a checkbox group, a multiple select), files as `File` objects.
 */
export type FormDataObject = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

export interface SkSubmitDetail {
  /** What the browser would send, the submitting button's `name` and `value` included. */
  readonly formData: FormData;
  /** The same data as a plain object. */
  readonly data: FormDataObject;
  /** The button that submitted the form (the Skerry button itself), or `null` from script. */
  readonly submitter: HTMLElement | null;
}

/**
 * `sk-submit`: a form passed validation and is about to be sent. `preventDefault()` keeps the
 * browser from sending it, for an application that sends the data itself; `waitFor(promise)`,
 * called while the event is handled, keeps the form pending (every further submission ignored)
 * until the promise settles, so the data cannot be sent twice.
 */
export class SkSubmitEvent extends CustomEvent<SkSubmitDetail> {
  private readonly waits: Promise<unknown>[] = [];

  constructor(detail: SkSubmitDetail) {
    super('sk-submit', { bubbles: true, composed: true, cancelable: true, detail });
  }

  /** The promises given to `waitFor`, which the form waits for. */
  get promises(): readonly Promise<unknown>[] {
    return this.waits;
  }

  /** Keeps the form pending until `promise` settles, fulfilled or rejected. */
  waitFor(promise: PromiseLike<unknown>): void {
    this.waits.push(Promise.resolve(promise));
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-submit': SkSubmitEvent;
  }
}
