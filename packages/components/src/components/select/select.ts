import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { labelText } from '../../base/field.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { multipleValues, textValue, type ValueShape } from '../../base/value-shapes.js';
import { ListboxController, type ListboxOption } from '../../controllers/listbox-controller.js';
import { DEV } from '../../internal/dev.js';
import { requiredValues } from '../../validation/required.js';
import { selectStyles } from './select.styles.js';
import { selectSizes, type SelectSize } from './select.types.js';

const validators = [requiredValues];

/*
 * The value as form data: one entry per selected value under the name (none while nothing is
 * selected, as a native select with no selected option); the saved state and its restore as a
 * text field's or a multiple list's. A reset returns to the defaults (`formResetCallback`).
 */
const selectValue: ValueShape<SkSelect> = {
  formValue: (select) =>
    select.multiple ? multipleValues.formValue(select) : select.values.length ? select.value : null,
  state: (select) => (select.multiple ? multipleValues.state(select) : select.value),
  reset: (select) => {
    if (select.multiple) multipleValues.reset(select);
    else textValue.reset(select);
  },
  restore: (select, saved, reason) => {
    if (select.multiple) multipleValues.restore(select, saved, reason);
    else textValue.restore(select, saved, reason);
  },
};

/**
 * A select-only combobox (the APG pattern): a button that shows the chosen option and opens a
 * list of the options, written as native `<option>` and `<optgroup>` children. Closed, Down,
 * Up, Enter, Space and Alt+Down open the list on the chosen option, Home and End on the first
 * and last, and typing opens it on the option starting with the letters typed. Open, Up, Down,
 * Home, End, Page Up and Page Down move through the enabled options, typing moves to a match,
 * Enter and Space choose the active option and close the list (with `multiple`, they add or
 * remove it and the list stays open), Alt+Up and Tab choose and close, and Escape closes
 * without a change.
 *
 * The list opens under the field, at least as wide, flips above it near the bottom of the
 * window, and is never clipped by a container's `overflow: hidden`.
 *
 * @summary Lets the user choose one option, or several, from a list that opens from a field.
 * @tag sk-select
 * @status stable
 * @since 0.2.0
 *
 * @slot - The options: `<option>` elements (`value`, `label`, `disabled`, `selected` as the
 * default), optionally in `<optgroup label="…">` groups. They are read, not shown in place.
 *
 * @csspart control - The button that shows the choice and opens the list (`role="combobox"`).
 * @csspart display - The text in the button: the chosen options' labels, or the placeholder.
 * @csspart placeholder - The display while nothing is chosen and a placeholder is given.
 * @csspart expand-icon - The chevron at the end of the button.
 * @csspart popup - The popup the list opens in.
 * @csspart listbox - The list (`role="listbox"`).
 * @csspart option - Each option; the active one has the `active` attribute, a chosen one
 * `aria-selected="true"`, a disabled one `aria-disabled="true"`.
 * @csspart group - Each group of options, from an `<optgroup>`.
 * @csspart group-label - The label of a group.
 *
 * @cssproperty --sk-select-background - The background colour of the field.
 * @cssproperty --sk-select-border-color - The border colour of the field, in every state.
 * @cssproperty --sk-select-radius - The corner radius of the field.
 * @cssproperty --sk-select-list-max-height - The height the list grows to before it scrolls;
 * eight options by default.
 *
 * @cssstate open - The list is open.
 *
 * @event {Event} input - Fired when the user chooses an option (or, with `multiple`, adds or removes
 * one); not when `value` is set from script.
 * @event {Event} change - Fired with `input`, as a native select fires both on each choice.
 * @event {SkOpenEvent} sk-open - Cancelable; the user asked to open the list, before it opens.
 * @event {SkAfterOpenEvent} sk-after-open - The list is open and its fade-in has ended.
 * @event {SkCloseEvent} sk-close - Cancelable; something asked to close the list, before it closes:
 * `detail.source` is `escape`, `trigger` (the field pressed again), `light-dismiss` (a press
 * outside, or focus leaving) or `api`. A choice that closes the list fires none.
 * @event {SkAfterCloseEvent} sk-after-close - The list is closed and its fade-out has ended.
 */
export class SkSelect extends SkFormControl {
  static override styles = selectStyles;

  private readonly listbox = new ListboxController(this, {
    combobox: () => this.button,
    // `renderRoot` is there from the first connection: a framework may set `values` before.
    popup: () => this.renderRoot?.querySelector<HTMLElement>('#popup') ?? null,
    listbox: () => this.renderRoot?.querySelector<HTMLElement>('#listbox') ?? null,
    invoker: true,
    multiple: () => this.multiple,
    typeahead: true,
    states: this.internals.states,
    isSelected: (option) => this.selectedValues.has(option.value),
    onSelect: (option) => this.choose(option),
    onOptionsChange: (options) => {
      this.known = new Set(options.map((option) => option.value));
      this.optionsChanged = true;
      this.requestUpdate();
    },
  });

  /**
   * The chosen option's value, `''` while none is; with `multiple`, the first chosen one.
   * Setting it chooses the option with that value (only that one, with `multiple`); a value no
   * option has is ignored, with a development warning (SK012), so the form never receives a
   * value the field does not show. The `value` attribute is the value at first and after
   * `form.reset()`; without it, the `<option selected>` gives it.
   */
  @property() override value = '';

  /**
   * Every chosen value, in the order of the options; at most one without `multiple`. Setting
   * it chooses those options; values no option has are left out, with a warning (SK012).
   */
  @property({ attribute: false })
  get values(): readonly string[] {
    const known = this.knownValues();
    if (!this.multiple) return known.has(this.value) && this.value !== '' ? [this.value] : [];
    const wanted = new Set(this.selection);
    return [...known].filter((value) => wanted.has(value));
  }

  set values(values: readonly string[]) {
    if (this.multiple) {
      this.selection = values.map(String);
      // In step at once, so that an update before the options are known keeps the list.
      this.value = this.selection[0] ?? '';
    } else this.value = String(values[0] ?? '');
  }

  /** Whether several options can be chosen; each is its own entry in the form data. */
  @property({ type: Boolean, reflect: true }) multiple = false;

  /** Shown in the field while nothing is chosen, such as "Choose a country"; never a label. */
  @property() placeholder = '';

  /** The height and text size, as the input and button sizes, so a row of them lines up. */
  @property({ reflect: true, useDefault: true }) size: SelectSize = 'medium';

  /* The chosen values of a multiple select, until its options filter them. */
  @state() private selection: readonly string[] | undefined;

  /* The values of the options, kept with them. */
  private known: ReadonlySet<string> = new Set();

  /* The chosen values as a set, for the options' `aria-selected`. */
  private selectedValues = new Set<string>();

  /* The last values that matched options; a single select's unknown value falls back to them. */
  private accepted: ReadonlySet<string> = new Set();

  /* Whether the options changed since the last update, when the defaults may apply again. */
  private optionsChanged = false;

  /** The values `form.reset()` returns to: the `value` attribute, else the selected options. */
  get defaultValues(): readonly string[] {
    const attribute = this.getAttribute('value');
    const selected = this.listbox.all.filter((o) => o.defaultSelected).map((o) => o.value);
    if (this.multiple) return attribute ? [...new Set([...selected, attribute])] : selected;
    if (attribute !== null) return attribute ? [attribute] : [];
    // As natively, the last option marked `selected` wins in a single select.
    return selected.slice(-1);
  }

  override get defaultValue(): string {
    return this.defaultValues[0] ?? '';
  }

  /** Whether the list is open. */
  get open(): boolean {
    return this.listbox.open;
  }

  /** Opens the list, as a native select's `showPicker()` does; fires no `sk-open`. */
  showPicker(): void {
    if (!this.isDisabled && !this.readonly) this.listbox.show();
  }

  /** Closes the list; fires no `sk-close`. */
  hidePicker(): void {
    this.listbox.hide();
  }

  protected override get valueShape(): ValueShape<this> {
    return selectValue;
  }

  /**
   * The message when `required` and nothing is chosen; a placeholder is not a choice.
   * @translationKeys valueMissingChoice
   */
  protected override get validators(): typeof validators {
    return validators;
  }

  private get button(): HTMLButtonElement | null {
    return this.renderRoot?.querySelector<HTMLButtonElement>('#control') ?? null;
  }

  /* The values of the options; reading `all` first brings the options up to date. */
  private knownValues(): ReadonlySet<string> {
    void this.listbox.all;
    return this.known;
  }

  private choose(option: ListboxOption): void {
    if (this.readonly || this.isDisabled || option.disabled) return;
    const before = this.values;
    if (this.multiple) {
      this.values = before.includes(option.value)
        ? before.filter((value) => value !== option.value)
        : [...before, option.value];
    } else {
      this.value = option.value;
      this.listbox.hide();
    }
    if (this.multiple || before[0] !== option.value) {
      this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      this.commitChange();
    }
  }

  private handleKeydown(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.isComposing || this.isDisabled || this.readonly) return;
    const { key, altKey, ctrlKey, metaKey } = event;
    if (this.listbox.open) {
      const active = this.listbox.active;
      if ((key === 'ArrowUp' && altKey) || key === 'Tab') {
        // Alt+Up and Tab choose the active option and close (Tab then moves on).
        if (key !== 'Tab') event.preventDefault();
        if (active && !this.multiple) this.choose(active);
        this.listbox.hide();
      }
      return;
    }
    const openAt = {
      ArrowDown: 'selected',
      ArrowUp: 'selected',
      Enter: 'selected',
      ' ': 'selected',
      Home: 'first',
      End: 'last',
    } as const;
    if (Object.hasOwn(openAt, key) && !ctrlKey && !metaKey) {
      event.preventDefault();
      this.listbox.requestOpen(openAt[key as keyof typeof openAt]);
    } else if ([...key].length === 1 && !altKey && !ctrlKey && !metaKey) {
      // Typing opens the list; the typeahead then moves to the option starting with the letter.
      this.listbox.requestOpen();
    }
  }

  /* The button opens and closes the list by itself (see `invoker`), unless it is read-only. */
  private handleClick(event: MouseEvent): void {
    if (this.readonly) event.preventDefault();
  }

  /*
   * The choice is settled here, against the options as they are now: the defaults at first
   * and when options arrive before anything was chosen; a value set by script, or one that
   * waited for options, kept only if an option has it (SK012 otherwise, and a single select
   * keeps its last choice); with `multiple`, `value` and `values` kept in step.
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('size')) {
      this.size = this.allowedValue('size', this.size, selectSizes, 'medium');
    }
    const known = this.knownValues();
    const optionsChanged = this.optionsChanged;
    this.optionsChanged = false;
    const untouched = !this.interacted && this.getAttribute('value') === null;
    if (this.multiple) {
      if (this.selection === undefined || (optionsChanged && untouched && !this.selection.length)) {
        this.selection = this.defaultValues;
      } else if (changed.has('value') && this.value !== (this.selection[0] ?? '')) {
        this.selection = this.value ? [this.value] : [];
      }
    } else if ((!this.hasUpdated || optionsChanged) && untouched && this.value === '') {
      this.value = this.defaultValue;
    }
    if (known.size) {
      const wanted = this.multiple ? (this.selection ?? []) : this.value ? [this.value] : [];
      const unknown = wanted.filter((value) => !known.has(value));
      if (unknown.length) {
        // A chosen option that the page removed is dropped silently; a value given, warned of.
        if (DEV && unknown.some((value) => !this.accepted.has(value))) {
          this.warn(
            'SK012',
            `${unknown.map((v) => `"${v}"`).join(', ')} is the value of no option; it is ignored.`,
          );
        }
        const previous = [...this.accepted].find((value) => known.has(value)) ?? '';
        if (this.multiple) this.selection = wanted.filter((value) => known.has(value));
        else this.value = previous;
      }
      this.accepted = new Set(this.values);
    }
    // Until the options are known, a list given by script waits for them, as a `value` does.
    if (this.multiple && known.size) this.value = this.values[0] ?? '';
    this.selectedValues = new Set(this.values);
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.listbox.syncSelection();
  }

  private renderDisplay(): TemplateResult {
    const labels = this.listbox.all
      .filter((option) => this.selectedValues.has(option.value))
      .map((option) => option.label);
    if (!labels.length && this.placeholder) {
      return html`<span part="display placeholder" class="display placeholder"
        >${this.placeholder}</span
      >`;
    }
    return html`<span part="display" class="display">${labels.join(', ')}</span>`;
  }

  protected override render(): TemplateResult {
    const labelled = this.label !== '' || this.querySelector(':scope > [slot="label"]') !== null;
    // Named by the field's label, or else by the external labels that name the field.
    const external = labelled ? '' : labelText(this.internals.labels ?? []);
    /* eslint-disable lit-a11y/accessible-name -- the field's <label for="control"> names it */
    return this.renderField(html`
      <button
        id="control"
        part="control"
        class="focus-ring"
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-controls="listbox"
        aria-expanded="false"
        aria-readonly=${this.readonly ? 'true' : nothing}
        ?disabled=${this.isDisabled}
        @keydown=${this.handleKeydown}
        @click=${this.handleClick}
      >
        ${this.renderDisplay()}<span part="expand-icon" class="chevron" aria-hidden="true"></span>
      </button>
      <div id="popup" part="popup" class="popup" popover="auto">
        <div
          id="listbox"
          part="listbox"
          class="listbox"
          role="listbox"
          tabindex="-1"
          aria-labelledby=${labelled ? 'label' : nothing}
          aria-label=${external || nothing}
        ></div>
      </div>
    `);
    /* eslint-enable lit-a11y/accessible-name */
  }
}
