import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { labelText } from '../../base/field.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import {
  ListboxController,
  type ListboxOpenAt,
  type ListboxOption,
} from '../../controllers/listbox-controller.js';
import { SkClearEvent } from '../../events/clear.js';
import {
  email,
  maxLength,
  minLength,
  pattern,
  required,
  url,
  type Validator,
} from '../../validation/index.js';
import { SuggestionMatcher } from './datalist-match.js';
import { datalistStyles } from './datalist.styles.js';
import {
  datalistFilters,
  datalistSizes,
  datalistTypes,
  type DatalistFilter,
  type DatalistSize,
  type DatalistType,
} from './datalist.types.js';

const textual = [required, minLength, maxLength, pattern];
const validatorsByType: Record<DatalistType, readonly Validator<SkDatalist>[]> = {
  text: textual,
  tel: textual,
  email: [required, email, ...textual.slice(1)],
  url: [required, url, ...textual.slice(1)],
};

/*
 * The pause after the last key before the number of suggestions is announced, as the character
 * count waits: a screen reader hears it once, not over every key typed.
 */
const announceDelay = 1000;

/**
 * @summary A text field that suggests values from a list as the reader types, while accepting
 * any text: the suggestions are filtered with each key, the typed letters highlighted in them,
 * and their number announced.
 * @tag sk-datalist
 * @status stable
 * @since 0.2.0
 *
 * @slot - The suggestions: native `<option>` elements, grouped in `<optgroup label="…">` if
 * needed. An option's text is what the reader sees and the filter matches; its `value` is what
 * the field receives when it is chosen. A `disabled` option is shown but cannot be chosen.
 *
 * @csspart control - The native `<input>`, with the combobox role.
 * @csspart popup - The popup that holds the list, in the top layer.
 * @csspart listbox - The list of suggestions.
 * @csspart option - Each suggestion.
 * @csspart mark - The typed text, highlighted in each suggestion.
 * @csspart group - A group of suggestions, from an `<optgroup>`.
 * @csspart group-label - The label of a group.
 * @csspart character-count - The count of characters remaining or too many, with `maxlength`.
 *
 * @cssproperty --sk-datalist-background - The background colour of the field.
 * @cssproperty --sk-datalist-border-color - The border colour of the field, in every state.
 * @cssproperty --sk-datalist-radius - The corner radius of the field.
 * @cssproperty --sk-datalist-list-max-height - The most the list grows before it scrolls; about
 * eight suggestions by default.
 *
 * @cssstate open - The list of suggestions is open.
 *
 * @event {InputEvent} input - Fired as the user changes the value: on every keystroke, when a suggestion is
 * chosen, and when Escape empties the field.
 * @event {Event} change - Fired when the user commits a changed value: by choosing a suggestion, leaving
 * the field, pressing Enter, or emptying it with Escape.
 * @event {SkOpenEvent} sk-open - Cancelable; fired when the user opens the list, by typing text that matches a
 * suggestion or with Down, Up or Alt+Down. `preventDefault()` keeps it closed.
 * @event {SkCloseEvent} sk-close - Cancelable; fired when the user closes the list: `detail.source` is `escape`,
 * `trigger` (Alt+Up) or `light-dismiss` (a click elsewhere, or Tab). Choosing a suggestion, or
 * typing text that matches none, closes it without this request.
 * @event {SkAfterOpenEvent} sk-after-open - Fired when the list has opened and its motion has ended.
 * @event {SkAfterCloseEvent} sk-after-close - Fired when the list has closed and its motion has ended.
 * @event {SkClearEvent} sk-clear - Cancelable; fired when Escape is pressed in the field while the list is
 * closed and there is text, before it is emptied. `preventDefault()` keeps the text.
 */
export class SkDatalist extends SkFormControl {
  static override styles = datalistStyles;

  private readonly list = new ListboxController(this, {
    combobox: () => this.input,
    // The list lines up with the field's border, not with the text inside it.
    anchor: () => this.renderRoot.querySelector<HTMLElement>('.control'),
    popup: () => this.shadowRoot?.getElementById('popup'),
    listbox: () => this.shadowRoot?.getElementById('listbox'),
    states: this.internals.states,
    onSelect: (option) => this.accept(option),
    onOptionsChange: () => this.suggest(),
    // Closed by the reader (Escape, a click elsewhere, Tab): options arriving later stay away.
    onToggle: (open) => {
      if (!open && !this.closingUnmatched) this.stopSuggesting();
    },
  });

  /** The kind of text: `email`, `tel` and `url` get the matching keyboard, autofill and check. */
  @property({ reflect: true, useDefault: true }) type: DatalistType = 'text';

  /**
   * How suggestions follow the typed text: `contains` (any suggestion with the text in it),
   * `starts-with` (those beginning with it), or `none` (all of them, for a list the page filters
   * itself). Case is ignored, and accents as the field's language ignores them.
   */
  @property({ reflect: true, useDefault: true }) filter: DatalistFilter = 'contains';

  /** The height and text size, as sk-input's sizes, so fields and buttons line up. */
  @property({ reflect: true, useDefault: true }) size: DatalistSize = 'medium';

  /** An example of the expected text, shown while the field is empty; never a label. */
  @property() placeholder = '';

  /**
   * The autofill hint passed to the browser, as for `<input autocomplete>`. `off` when not set,
   * so the browser's own list of earlier entries does not cover the suggestions.
   */
  @property() autocomplete?: AutoFill;

  /** The fewest characters a non-empty value may have; -1 for no limit. */
  @property({ type: Number, attribute: 'minlength' }) minLength = -1;

  /**
   * The most characters the value may have: a count under the field says how many remain, as
   * in sk-input; a longer value is reported too long. -1 for no limit.
   */
  @property({ type: Number, attribute: 'maxlength' }) maxLength = -1;

  /** A regular expression the whole value must match, as natively. */
  @property() pattern = '';

  /* What the polite live region says: the number of suggestions once typing paused. */
  @state() private announcement = '';

  private announceTimer?: ReturnType<typeof setTimeout>;

  /* Whether the reader's typing asked for suggestions, so options that arrive later show. */
  private suggesting = false;

  /* Set while the list closes because no suggestion matches what is typed. */
  private closingUnmatched = false;

  /* The value last committed here, so the native change on leaving does not repeat it. */
  private committed?: string;

  private readonly matcher = new SuggestionMatcher();

  /** The native `<input>`, once rendered. */
  protected get input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  protected override get submitsOnEnter(): boolean {
    return true;
  }

  /**
   * With `maxlength`, the field shows and announces a character count, as sk-input does.
   * @translationKeys characterLimit charactersRemaining charactersTooMany
   */
  protected override get characterLimit(): number | undefined {
    return this.maxLength >= 0 ? this.maxLength : undefined;
  }

  /**
   * Required, the length, the pattern, and the format of `email` and `url`, as a native input
   * checks them.
   * @translationKeys valueMissing typeMismatchEmail typeMismatchUrl tooShort tooLong
   * patternMismatch
   */
  protected override get validators(): readonly Validator<this>[] {
    return validatorsByType[this.type] ?? textual;
  }

  /* Shows the suggestions that match the text, and returns how many there are. */
  private applyFilter(): number {
    const { filter } = this;
    const text = filter === 'none' ? '' : this.value;
    return this.list.filter(
      this.matcher.test(this.localize.lang(), text, filter === 'starts-with'),
    );
  }

  /*
   * After typing, or when the options change while the reader is typing: filters, and opens the
   * list while a suggestion matches a non-empty text, or closes it.
   */
  private suggest(): void {
    if (!this.suggesting) return;
    const count = this.applyFilter();
    if (!count || !this.value) {
      this.closingUnmatched = true;
      this.list.hide();
      this.closingUnmatched = false;
    } else if (this.list.open) this.list.setActive(undefined);
    else this.list.requestOpen('none');
    this.scheduleAnnouncement();
  }

  /** Opens the list as the reader asked with a key, with every matching suggestion. */
  private openList(at: ListboxOpenAt): void {
    if (this.readonly || this.isDisabled) return;
    this.applyFilter();
    if (this.list.open) this.list.move(at === 'last' ? 'last' : 'first');
    else this.list.requestOpen(at);
  }

  /*
   * The reader pauses: the polite live region says how many suggestions there are. It is
   * emptied on each key first, so the same number is said again after the next pause.
   * @translationKeys suggestionCount noSuggestions
   */
  private scheduleAnnouncement(): void {
    clearTimeout(this.announceTimer);
    this.announcement = '';
    if (!this.value) return;
    this.announceTimer = setTimeout(() => {
      const count = this.list.open ? this.list.shown.length : 0;
      this.announcement = count
        ? this.localize.term('suggestionCount', count)
        : this.localize.term('noSuggestions');
    }, announceDelay);
  }

  /* A suggestion chosen by click or Enter: it becomes the value, and the list closes. */
  private accept(option: ListboxOption): void {
    this.list.hide();
    this.stopSuggesting();
    if (option.value === this.value) return;
    this.setValueAsUser(option.value, 'insertReplacementText');
  }

  private stopSuggesting(): void {
    this.suggesting = false;
    clearTimeout(this.announceTimer);
    this.announcement = '';
  }

  /* A value the user gave other than by typing: `input` and `change`, as typing and leaving. */
  private setValueAsUser(value: string, inputType: string): void {
    this.value = value;
    // At once, so the caret and a listener reading the input see it before the next render.
    if (this.input) this.input.value = value;
    this.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType }));
    this.committed = value;
    this.commitChange();
  }

  /** Empties the field as the user asked with Escape: `sk-clear`, then `input` and `change`. */
  private requestClear(): void {
    // Created apart from the dispatch, so the manifest lists it once, by its documented name.
    const request = new SkClearEvent();
    if (!this.dispatchEvent(request)) return;
    this.stopSuggesting();
    this.setValueAsUser('', 'deleteContent');
  }

  private handleInput(event: Event): void {
    this.value = (event.target as HTMLInputElement).value;
    this.committed = undefined;
    this.suggesting = true;
    this.suggest();
  }

  private handleChange(): void {
    if (this.committed === this.value) return;
    this.committed = this.value;
    this.commitChange();
  }

  /*
   * The keys of APG's combobox with list autocomplete that the list leaves to the field: while
   * the list is open it moves the active suggestion itself, and takes Enter and Escape.
   */
  private handleKeyDown(event: KeyboardEvent): void {
    if (event.isComposing || event.ctrlKey || event.metaKey) return;
    const { list } = this;
    const open = list.open;
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (open && !event.altKey) return;
      event.preventDefault();
      if (key === 'ArrowUp' && event.altKey) list.requestClose('trigger');
      else this.openList(event.altKey ? 'none' : key === 'ArrowDown' ? 'first' : 'last');
    } else if ((key === 'Home' || key === 'End') && open && list.active) {
      event.preventDefault();
      list.move(key === 'Home' ? 'first' : 'last', event);
    } else if ((key === 'ArrowLeft' || key === 'ArrowRight') && list.active) {
      // The caret moves in the text again, as APG has it: the suggestion is let go.
      list.setActive(undefined);
    } else if (key === 'Escape' && !open && this.value && !this.readonly) {
      // Cancelled, so a dialog around the field stays open; on an empty field Escape is the page's.
      event.preventDefault();
      this.requestClear();
    } else if (key === 'Enter' && open && !list.active) {
      // No suggestion chosen: the text stands, and Enter goes on to submit the form.
      list.hide();
      this.stopSuggesting();
    }
  }

  override formResetCallback(): void {
    super.formResetCallback();
    this.list.hide();
    this.stopSuggesting();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopSuggesting();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('type')) {
      this.type = this.allowedValue('type', this.type, datalistTypes, 'text');
    }
    if (changed.has('filter')) {
      this.filter = this.allowedValue('filter', this.filter, datalistFilters, 'contains');
    }
    if (changed.has('size')) {
      this.size = this.allowedValue('size', this.size, datalistSizes, 'medium');
    }
    if ((this.readonly || this.isDisabled) && this.list.open) this.list.hide();
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The list is named as the field is: by its label, or by the external labels that name the
    // input (which reach the input itself where the shadow root forwards references).
    const list = this.shadowRoot!.getElementById('listbox')!;
    const labelled = !!this.label || !!this.querySelector(':scope > [slot="label"]');
    const name = labelled ? '' : labelText([...this.labels, ...(this.input?.labels ?? [])]);
    list.toggleAttribute('aria-labelledby', labelled);
    if (labelled) list.setAttribute('aria-labelledby', 'label');
    if (name) list.setAttribute('aria-label', name);
    else list.removeAttribute('aria-label');
  }

  protected override render(): TemplateResult {
    /* eslint-disable lit-a11y/accessible-name -- the field's <label for="control"> names the
       input, and updated() names the list as the field is named */
    // prettier-ignore
    return html`${this.renderField(html`<input id="control" part="control" type=${this.type} role="combobox" aria-autocomplete="list" aria-controls="listbox" aria-expanded="false" .value=${live(this.value)} placeholder=${this.placeholder || nothing} autocomplete=${this.autocomplete || 'off'} ?disabled=${this.isDisabled} ?readonly=${this.readonly} @input=${this.handleInput} @change=${this.handleChange} @keydown=${this.handleKeyDown}>`)}<div id="popup" class="popup" part="popup" popover="auto"><div id="listbox" role="listbox" class="listbox" part="listbox" tabindex="-1"></div></div><div class="visually-hidden" role="status">${this.announcement}</div>`;
    /* eslint-enable lit-a11y/accessible-name */
  }
}
