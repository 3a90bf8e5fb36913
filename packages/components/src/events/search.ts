export interface SkSearchDetail {
  /** The search term: the field's value when the reader asked to search. */
  readonly query: string;
}

/**
 * `sk-search`: the reader asked to search, by pressing Enter in a search field (`sk-search`).
 * Fired before the field's form is submitted; `preventDefault()` keeps the form from being
 * submitted, for an application that searches without leaving the page.
 */
export class SkSearchEvent extends CustomEvent<SkSearchDetail> {
  constructor(detail: SkSearchDetail) {
    super('sk-search', { bubbles: true, composed: true, cancelable: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-search': SkSearchEvent;
  }
}
