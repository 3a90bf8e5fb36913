import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkSearchEvent } from '../../events/search.js';
import { maxLength, minLength, pattern, required, type Validator } from '../../validation/index.js';
import { SkInput } from '../input/input.js';
import { inputStyles } from '../input/input.styles.js';
import type { InputType } from '../input/input.types.js';
import { searchStyles } from './search.styles.js';
import { searchLandmarks, searchTypes, type SearchLandmark } from './search.types.js';

/** A suggestion: the value it puts in the field, and its text when that differs (else `''`). */
interface Suggestion {
  readonly value: string;
  readonly label: string;
}

/*
 * Whether `element` already sits in a search landmark — a `<search>` element, or `role="search"`
 * on a form or any other element — looking past shadow roots to their hosts.
 */
function inSearchLandmark(element: Element): boolean {
  for (let node: Element | null = element; node;) {
    if (node.closest('search, [role~="search"]')) return true;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return false;
}

/**
 * @summary Takes a search term, for a site, an application or a collection: a search field that
 * is a search landmark when it stands alone, empties with its clear button or Escape, searches
 * with Enter and can offer suggestions.
 * @tag sk-search
 * @status beta
 * @since 0.1.0
 *
 * @slot - A `<datalist>` whose options are offered as suggestions while the reader types. It is
 * not shown; its options are copied into the field, which a `list` attribute could not reach
 * across the shadow root, and followed as they change.
 *
 * @csspart icon - The magnifier before the text; decorative.
 *
 * @event {SkSearchEvent} sk-search - Cancelable; fired when the reader presses Enter in the field, before its
 * form is submitted. `detail.query` is the search term; `preventDefault()` keeps the form from
 * being submitted, to search without leaving the page.
 * @event {SkClearEvent} sk-clear - Cancelable; fired when the clear button or Escape asks to empty the field,
 * before the value is emptied. `preventDefault()` keeps the value.
 *
 * @notInherited min max step
 */
export class SkSearch extends SkInput {
  static override styles = [...inputStyles, searchStyles];

  // Declared again for their documentation only: sk-input's initial values stand, so nothing
  // is written to the host.

  /**
   * Always `text`: a search term has no format of its own, and the native input is
   * `type="search"`. Another value falls back to `text` with a warning.
   */
  @property({ reflect: true, useDefault: true }) override type!: InputType;

  /**
   * Not needed in a search field, which always offers its clear button while it has a value:
   * readers expect to start over there. Escape clears it too.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) override clearable!: boolean;

  /**
   * Whether the field is a search landmark, named by its label: `auto` makes it one unless it
   * already sits in one (a `<search>` element, a `<form role="search">`); `none` never, for a
   * filter that is not a way of searching the page or site, or one of many on a page.
   */
  @property({ reflect: true, useDefault: true }) landmark: SearchLandmark = 'auto';

  /**
   * Suggestions the browser offers as the reader types, as from a native `<datalist>`; the
   * options of a slotted `<datalist>` follow them.
   */
  @property({ attribute: false }) suggestions: readonly string[] = [];

  /* Whether an ancestor is a search landmark already, found when the field is connected. */
  @state() private enclosed = false;

  /* The options of the slotted `<datalist>`, read again whenever the light DOM changes. */
  @state() private slottedSuggestions: readonly Suggestion[] = [];

  private readonly lightDomObserver = new MutationObserver(() => this.readDatalist());

  protected override get offersClear(): boolean {
    return true;
  }

  /** The native input is a search field: `type="search"`, a search box to assistive technology. */
  protected override get nativeType(): string {
    return 'search';
  }

  /**
   * Required, and the length and pattern a search term may be given; no format check.
   * @translationKeys valueMissing tooShort tooLong patternMismatch
   */
  protected override get validators(): readonly Validator<this>[] {
    return [required, minLength, maxLength, pattern];
  }

  private get allSuggestions(): readonly Suggestion[] {
    return [...this.suggestions.map((value) => ({ value, label: '' })), ...this.slottedSuggestions];
  }

  private readDatalist(): void {
    const options = this.querySelectorAll<HTMLOptionElement>(':scope > datalist option');
    const read = [...options]
      .filter((option) => !option.disabled)
      .map(({ value, label }) => ({ value, label: label === value ? '' : label }));
    // The observer hears every change under the host; only a change of options re-renders.
    if (JSON.stringify(read) !== JSON.stringify(this.slottedSuggestions)) {
      this.slottedSuggestions = read;
    }
  }

  /**
   * Escape empties a field that has a value, and goes no further, so a modal around it stays
   * open; in an empty field it is left to the page. Enter asks to search (`sk-search`) before the
   * form is submitted, which a refused request prevents.
   */
  protected override handleKeyDown(event: KeyboardEvent): void {
    if (event.isComposing) return;
    if (event.key === 'Escape' && this.value && !this.readonly) {
      // Neither the browser's own clearing of a search field, which asks no one, nor a modal's
      // close: the reader meant the text.
      event.preventDefault();
      event.stopPropagation();
      this.requestClear();
    } else if (event.key === 'Enter') {
      // Created apart from the dispatch, so the manifest lists it once, by its documented name.
      const request = new SkSearchEvent({ query: this.value });
      // SkFormControl submits the form on Enter, unless the key was prevented.
      if (!this.dispatchEvent(request)) event.preventDefault();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.enclosed = inSearchLandmark(this);
    this.readDatalist();
    this.lightDomObserver.observe(this, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: ['value', 'label', 'disabled'],
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.lightDomObserver.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('type')) {
      this.type = this.allowedValue('type', this.type, searchTypes, 'text');
    }
    if (changed.has('landmark')) {
      this.landmark = this.allowedValue('landmark', this.landmark, searchLandmarks, 'auto');
    }
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // SkInput renders the native input and knows nothing of suggestions; `list` names an element
    // of the same shadow root, so it is set once that element is rendered.
    const input = this.input;
    if (!input) return;
    if (this.allSuggestions.length) input.setAttribute('list', 'suggestions');
    else input.removeAttribute('list');
  }

  /* The magnifier goes inside the field's border, before the prefix and the text. */
  protected override renderField(control: unknown): TemplateResult {
    return super.renderField(
      html`<svg part="icon" class="icon" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="7" cy="7" r="4.5" />
          <path d="m10.5 10.5 3.5 3.5" /></svg
        >${control}`,
    );
  }

  protected override render(): TemplateResult {
    const landmark = this.landmark === 'auto' && !this.enclosed;
    const suggestions = this.allSuggestions;
    return html`<div
        role=${landmark ? 'search' : nothing}
        aria-labelledby=${landmark ? 'label' : nothing}
      >
        ${super.render()}
      </div>
      <slot hidden></slot>
      ${
        suggestions.length
          ? html`<datalist id="suggestions">
              ${suggestions.map(
                ({ value, label }) =>
                  html`<option value=${value} label=${label || nothing}></option>`,
              )}
            </datalist>`
          : nothing
      }`;
  }
}
