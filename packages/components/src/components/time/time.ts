import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { ListboxController, type ListboxOption } from '../../controllers/listbox-controller.js';
import { DEV } from '../../internal/dev.js';
import { rangeValidators, required, type Validator } from '../../validation/index.js';
import { timeStyles } from './time.styles.js';
import { day, formatIso, parseIso, parseTyped, toIso } from './time-value.js';

/* The range checks of `<input type=time>`: steps in seconds (60 by default) counted from `min`. */
const [minimum, maximum, stepping] = rangeValidators({ parse: parseIso, defaultStep: 60 });

/*
 * The list's interval: `step` when it is 15 minutes or more, otherwise the smallest multiple of
 * it that is at least 30 minutes, so every listed time is valid and the list stays short (48
 * times a day by default, not 1,440 minutes).
 */
const listInterval = (step: number): number => (step >= 900 ? step : step * Math.ceil(1800 / step));

/* A press on the clock button leaves focus in the text field. */
const keepFocus = (event: Event): void => event.preventDefault();

/**
 * @summary A time of day, typed in the reader's 12- or 24-hour form or picked from a list of
 * times at `step`, submitted as `HH:MM` as a native time input submits it.
 * @tag sk-time
 * @status beta
 * @since 0.2.0
 *
 * @csspart control - The text field, a native `<input>` with the `combobox` role.
 * @csspart button - The clock button that shows and hides the list of times.
 * @csspart popup - The popup around the list, in the top layer.
 * @csspart listbox - The list of times.
 * @csspart option - Each time in the list; the active one has the `active` attribute, the
 * chosen one `aria-selected="true"`.
 *
 * @cssproperty --sk-time-background - The background colour of the field.
 * @cssproperty --sk-time-border-color - The border colour of the field, in every state.
 * @cssproperty --sk-listbox-max-height - The most the list grows to before it scrolls.
 *
 * @cssstate open - The list of times is showing.
 *
 * @event {InputEvent} input - Fired as the user changes the time: on each keystroke (`value` is the time
 * the text reads as, or empty while it reads as none), and when a time is picked from the list.
 * @event {Event} change - Fired when the user commits a changed time: by leaving the field, pressing
 * Enter, or picking a time. The text is then shown in the locale's form.
 * @event {SkOpenEvent} sk-open - Cancelable; fired when the user asks for the list, before it opens.
 * @event {SkAfterOpenEvent} sk-after-open - Fired once the list is open and its animation has ended.
 * @event {SkCloseEvent} sk-close - Cancelable; fired when the user asks to close the list (Escape, the button,
 * a click outside, leaving the field), before it closes; `detail.source` says how.
 * @event {SkAfterCloseEvent} sk-after-close - Fired once the list is closed and its animation has ended.
 */
export class SkTime extends SkFormControl {
  static override styles = timeStyles;

  /** The earliest time accepted, as `HH:MM` or `HH:MM:SS`; the list starts there. */
  @property({ useDefault: true }) min = '';

  /** The latest time accepted, as `HH:MM` or `HH:MM:SS`; the list ends there. */
  @property({ useDefault: true }) max = '';

  /**
   * The granularity in seconds, counted from `min`, as for `<input type=time>`: 60 (a minute) by
   * default, `any` for none; under 60 the value has seconds. The list shows every `step` when
   * it is 15 minutes (900) or more, otherwise every 30 minutes, or the nearest multiple of it.
   */
  @property({ useDefault: true }) step = '';

  /* What the reader typed since the time was last shown in the locale's form. */
  @state() private typed?: string;

  /* Set while the reader types, so the value that typing sets does not replace the text. */
  private typing = false;

  /* The value and text at focus or the last commit: `change` fires when they differ. */
  private committed = '';

  /* The options' locale and range, to build them again only when one changes. */
  private listed = '';

  /* Whether the list was open as the button was pressed (before a click outside closed it). */
  private openAtPress = false;

  private readonly list = new ListboxController(this, {
    combobox: () => this.input,
    anchor: () => this.renderRoot.querySelector<HTMLElement>('.control'),
    popup: () => this.renderRoot.querySelector<HTMLElement>('.popup'),
    listbox: () => this.renderRoot.querySelector<HTMLElement>('.listbox'),
    source: 'items',
    states: this.internals.states,
    isSelected: (option) => option.value === this.value,
    onSelect: (option) => this.pick(option.value),
    onToggle: () => this.requestUpdate(),
  });

  /** A single-line field: Enter submits its form while the list is closed. */
  protected override get submitsOnEnter(): boolean {
    return true;
  }

  /**
   * Text that is no time, then required, the range and the step, as a native time input checks
   * them, with the times in the reader's form.
   * @translationKeys badInputTime valueMissing rangeUnderflowTime rangeOverflowTime stepMismatch
   */
  protected override get validators(): readonly Validator<this>[] {
    return SkTime.rules;
  }

  private static readonly rules: Validator<SkTime>[] = [
    (time) =>
      time.typed?.trim() && !time.value
        ? { flag: 'badInput', key: 'badInputTime', params: { example: time.show(52_200) } }
        : null,
    required,
    ...[minimum, maximum, stepping].map((rule, i): Validator<SkTime> => (time) => {
      const violation = rule(time);
      if (!violation) return null;
      const params: Record<string, string> = {};
      for (const [name, at] of Object.entries(violation.params!)) {
        params[name] = time.show(at as number);
      }
      const key = (['rangeUnderflowTime', 'rangeOverflowTime'] as const)[i] ?? violation.key;
      return { ...violation, key, params };
    }),
  ];

  private get input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  /* `step` in seconds, 60 when missing, `any` or unusable. */
  private get stepSeconds(): number {
    const step = Number(this.step);
    return Number.isFinite(step) && step > 0 ? step : 60;
  }

  /* A time in the reader's form, with seconds when the step has them. */
  private show(time: number): string {
    return formatIso(this.localize.lang(), time, this.stepSeconds < 60);
  }

  private snapshot(): string {
    return `${this.value}\n${this.typed ?? ''}`;
  }

  /* The first listed time at or after the value, or the last one before it. */
  private nearest(): ListboxOption | undefined {
    const time = parseIso(this.value);
    const options = this.list.all;
    if (time === null) return undefined;
    return options.find((option) => parseIso(option.value)! >= time) ?? options.at(-1);
  }

  /* The options, built again when the locale, the range or the step changed. */
  private syncItems(): void {
    const listed = [this.localize.lang(), this.min, this.max, this.step].join();
    if (listed === this.listed) return;
    this.listed = listed;
    const every = listInterval(this.stepSeconds);
    const items = [];
    for (let time = parseIso(this.min) ?? 0; time <= (parseIso(this.max) ?? day - 1);) {
      items.push({ value: toIso(time, this.stepSeconds < 60), label: this.show(time) });
      time += every;
    }
    this.list.setItems(items);
  }

  /*
   * Opens the list at the value: its own time active, or with `activate` (Down, Up) the nearest
   * one; otherwise the nearest time is only scrolled into view.
   */
  private open(activate: boolean): void {
    if (this.readonly || this.isDisabled) return;
    this.syncItems();
    if (!this.list.requestOpen('none')) return;
    this.list.syncSelection();
    this.point(activate);
  }

  private point(activate: boolean): void {
    const nearest = this.nearest();
    if (activate || nearest?.value === this.value) {
      this.list.setActive(nearest ?? this.list.all[0]);
    } else {
      this.list.setActive(undefined);
      nearest?.element.scrollIntoView({ block: 'center' });
    }
  }

  /* Shows the text in the locale's form when it reads as a time, and fires `change` if new. */
  private commit(): void {
    if (this.value) this.typed = undefined;
    const now = this.snapshot();
    if (now === this.committed) return;
    this.committed = now;
    this.commitChange();
  }

  private pick(value: string): void {
    this.typed = undefined;
    this.value = value;
    this.list.hide();
    this.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    this.commit();
  }

  private handleInput(): void {
    const text = this.input!.value;
    const time = parseTyped(text, this.localize.lang());
    this.typing = true;
    this.typed = text;
    this.value = time === null ? '' : toIso(time, this.stepSeconds < 60);
    if (this.list.open) {
      this.list.syncSelection();
      this.point(false);
    }
  }

  private handleFocus(): void {
    this.committed = this.snapshot();
  }

  private handleKeydown(event: KeyboardEvent): void {
    const { key, altKey } = event;
    const open = this.list.open;
    const active = this.list.active;
    let handled = true;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (!open) this.open(!altKey);
      else if (altKey && key === 'ArrowUp') this.list.requestClose('trigger');
      else if (!active) this.point(true);
      else handled = false;
    } else if (open && (key === 'Home' || key === 'End')) {
      this.list.move(key === 'Home' ? 'first' : 'last', event);
    } else if (key === 'Enter' && !(open && active)) {
      // Without an active time, Enter commits what was typed; with the list closed it also
      // submits the form (the field does it after this), as a native text field does.
      this.commit();
      if (open) this.list.hide();
      handled = open;
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  }

  private handleButtonDown(): void {
    this.openAtPress = this.list.open;
  }

  /* A click outside an open list closes it before the click: the button then leaves it so. */
  private handleButtonClick(): void {
    if (this.list.open) this.list.requestClose('trigger');
    else if (!this.openAtPress) this.open(false);
    this.openAtPress = false;
    this.input?.focus();
  }

  /** @internal Called by the browser when the owning form is reset: the typed text goes too. */
  override formResetCallback(): void {
    this.typed = undefined;
    super.formResetCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value') || changed.has('step')) {
      if (!this.typing) this.typed = undefined;
      const time = parseIso(this.value);
      if (time !== null) this.value = toIso(time, this.stepSeconds < 60);
      else {
        if (DEV && this.value) {
          this.warn('SK018', `value="${this.value}" is not a time (HH:MM or HH:MM:SS); ignored.`);
        }
        // A removed `value` attribute is null: no time, as an empty one.
        this.value = '';
      }
    }
    // Every keystroke updates the text, so this update is the one the typing asked for.
    this.typing = false;
    if (DEV) {
      for (const name of ['min', 'max'] as const) {
        if (changed.has(name) && this[name] && parseIso(this[name]) === null) {
          this.warn('SK018', `${name}="${this[name]}" is not a time (HH:MM or HH:MM:SS); ignored.`);
        }
      }
      const { step } = this;
      if (changed.has('step') && step && !/^any$/i.test(step) && !(Number(step) > 0)) {
        this.warn('SK014', `step="${step}" is not a number of seconds; using 60.`);
      }
    }
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.list.open) return;
    // A field that became disabled or read-only while its list was open takes no pick from it.
    if (this.isDisabled || this.readonly) this.list.hide();
    this.syncItems();
    if (changed.has('value')) this.list.syncSelection();
  }

  protected override render(): TemplateResult {
    const time = parseIso(this.value);
    const label = this.localize.term('timeList');
    const text = this.typed ?? (time === null ? '' : this.show(time));
    /* eslint-disable lit-a11y/accessible-name -- the field's <label for="control"> names it */
    return this.renderField(html`
      <input
        id="control"
        part="control"
        role="combobox"
        aria-autocomplete="list"
        aria-controls="list"
        aria-expanded="false"
        autocomplete="off"
        spellcheck="false"
        .value=${live(text)}
        ?disabled=${this.isDisabled}
        ?readonly=${this.readonly}
        @input=${this.handleInput}
        @change=${this.commit}
        @focus=${this.handleFocus}
        @keydown=${this.handleKeydown}
      />
      <button
        part="button"
        class="action"
        type="button"
        tabindex="-1"
        aria-label=${label}
        aria-controls="list"
        aria-expanded=${this.list.open}
        ?disabled=${this.isDisabled || this.readonly}
        @pointerdown=${this.handleButtonDown}
        @mousedown=${keepFocus}
        @click=${this.handleButtonClick}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="8" cy="8" r="6" />
          <path d="M8 5v3l2 1.5" />
        </svg>
      </button>
      <div part="popup" class="popup" popover="auto">
        <div
          part="listbox"
          id="list"
          class="listbox"
          role="listbox"
          tabindex="-1"
          aria-label=${label}
        ></div>
      </div>
    `);
    /* eslint-enable lit-a11y/accessible-name */
  }
}
