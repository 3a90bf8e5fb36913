import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { styleMap } from 'lit/directives/style-map.js';
import { type FormValue, SkFormControl } from '../../base/sk-form-control.js';
import { DEV } from '../../internal/dev.js';
import { cachedIntl } from '../../localization/intl-cache.js';
import type { WarningCode } from '../../internal/warning-codes.js';
import { parseNumber } from '../../validation/range.js';
import { rangeStyles } from './range.styles.js';
import type { RangeValueFormatter } from './range.types.js';

/** The scale the control works on: usable bounds, the bounds' order fixed, a positive step. */
interface Scale {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** The decimals of `min` and `step`, so `0.1 + 0.2` lands on `0.3`. */
  readonly places: number;
}

/* A range always has a value, so `required` is met by any; as natively, nothing is checked. */
const validators = [] as const;

/* The keys a slider moves by; read-only, each is swallowed. Tab and the rest work as usual. */
const movingKeys = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

/** The decimals `n` is written with: 2 for `0.25`, 7 for `1e-7`. */
function decimals(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/* A number property as given: `null` when unset or removed, `NaN` when it is not a number. */
const given = (value: unknown): number | null =>
  value == null || value === '' ? null : Number(value);

/*
 * The allowed value nearest to `value`: inside the bounds, on a step counted from `min`, and
 * never past `max` when `max` is not on a step; a tie goes up, as natively.
 */
function snap(value: number, { min, max, step, places }: Scale): number {
  const round = (n: number): number => Number(n.toFixed(places));
  const clamped = Math.min(Math.max(value, min), max);
  // The count of steps is rounded first, so 0.35 is 3.5 steps of 0.1, not 3.4999….
  const steps = Math.round(Number(((clamped - min) / step).toFixed(9)));
  const snapped = round(min + steps * step);
  return snapped > max ? round(snapped - step) : snapped;
}

/*
 * The coded warnings for the numbers a range had to replace, in development builds only (it is
 * called under `if (DEV)`, so production bundles lose it): `changed` says which were just set.
 */
function numberWarnings(
  range: SkRange,
  changed: (name: 'min' | 'max' | 'step' | 'value') => boolean,
): [WarningCode, string][] {
  const warnings: [WarningCode, string][] = [];
  for (const name of ['min', 'max', 'step'] as const) {
    const number = given(range[name]);
    const usable = number === null || (Number.isFinite(number) && (name !== 'step' || number > 0));
    if (changed(name) && !usable) {
      warnings.push([
        'SK014',
        `${name}="${range[name]}" is not a number it can use; using the default.`,
      ]);
    }
  }
  const low = given(range.min);
  const high = given(range.max);
  if (low !== null && high !== null && low > high) {
    warnings.push([
      'SK009',
      `min="${low}" is above max="${high}"; using the range ${high} to ${low}.`,
    ]);
  }
  // Bounds that move past the value take it with them, which is no mistake.
  const { value, valueAsNumber } = range;
  if (changed('value') && value.trim() && parseNumber(value) !== valueAsNumber) {
    warnings.push([
      'SK014',
      `value="${value}" is outside the range or between steps; using ${valueAsNumber}.`,
    ]);
  }
  return warnings;
}

/**
 * @summary Chooses a number from a range by dragging a thumb along a track, or with the arrow
 * keys: a native slider with its label, hint and error, the value shown beside it and announced
 * in the reader's language, optionally with its unit.
 * @tag sk-range
 * @status stable
 * @since 0.1.0
 *
 * @slot min-label - Markup under the start of the track, in place of `min-label`.
 * @slot max-label - Markup under the end of the track, in place of `max-label`.
 *
 * @csspart control - The slider: a native `<input type="range">`. Its track and thumb are the
 * browser's `::-webkit-slider-runnable-track`, `::-webkit-slider-thumb`, `::-moz-range-track`
 * and `::-moz-range-thumb`.
 * @csspart value - The value beside the track, as the reader sees it (hidden for screen
 * readers, which hear it from the slider).
 * @csspart min-label - The text under the start of the track.
 * @csspart max-label - The text under the end of the track.
 *
 * @cssproperty --sk-range-track-color - The colour of the track beyond the thumb.
 * @cssproperty --sk-range-fill-color - The colour of the track from its start to the thumb.
 * @cssproperty --sk-range-thumb-color - The colour of the thumb.
 *
 * @event {Event} input - Fired as the user moves the thumb: continuously while dragging, and on each
 * key press; `value` and the form data are already the new ones. Never fired for a change made
 * by script.
 * @event {Event} change - Fired when the user lets go of the thumb, after a click on the track, and on
 * each key press that changes the value.
 */
export class SkRange extends SkFormControl {
  static override styles = rangeStyles;

  /** The lowest value, 0 by default. When it is above `max`, the two are swapped (SK009). */
  @property({ type: Number }) min = 0;

  /** The highest value, 100 by default. */
  @property({ type: Number }) max = 100;

  /**
   * The amount each arrow key moves the value by, and the granularity of every value, counted
   * from `min`: 1 by default. Page Up and Page Down move a tenth of the range, in whole steps.
   */
  @property({ type: Number }) step = 1;

  /**
   * A unit for the value, as `Intl.NumberFormat` names it (`percent`, `celsius`,
   * `kilometer-per-hour`): written the reader's way, as `20 °C` or `20°C`, beside the track
   * and in what screen readers announce.
   */
  @property({ reflect: true, useDefault: true }) unit = '';

  /**
   * Words each value for the reader when a unit does not, such as a currency or a scale of
   * words: it is given the value and the element's language. Property only.
   */
  @property({ attribute: false }) valueFormatter?: RangeValueFormatter;

  /** Text under the start of the track, such as "Quiet"; the `min-label` slot takes markup. */
  @property({ attribute: 'min-label' }) minLabel = '';

  /** Text under the end of the track, such as "Loud"; the `max-label` slot takes markup. */
  @property({ attribute: 'max-label' }) maxLabel = '';

  /** Shows `min` and `max`, worded as the value is, under the ends of the track. */
  @property({ type: Boolean, attribute: 'show-limits', reflect: true, useDefault: true })
  showLimits = false;

  /** Hides the value beside the track, for a page that shows it elsewhere. */
  @property({ type: Boolean, attribute: 'hide-value', reflect: true, useDefault: true })
  hideValue = false;

  // A candidate for SkFormControl, as every field could use it; sk-control has one too.
  /**
   * An error from the application, such as a rule across fields or a server's verdict: shown
   * under the slider at once and announced with it, and the range is invalid (`customError`, as
   * with `setCustomValidity()`) until it is removed.
   */
  @property() error = '';

  /**
   * The value, as a number string between `min` and `max` and on a step; the `value` attribute is
   * the default that `form.reset()` restores. One the control cannot take becomes the nearest it
   * can at the next update (with an SK014 warning); none, the middle of the range.
   */
  override value = '';

  /**
   * The value as a number, at once the one the slider shows and the form receives, even before
   * an update has moved `value` into the range.
   */
  get valueAsNumber(): number {
    const scale = this.scale;
    return snap(parseNumber(this.value) ?? scale.min + (scale.max - scale.min) / 2, scale);
  }

  set valueAsNumber(value: number) {
    this.value = String(value);
  }

  /* The last scale worked out, and the properties it came from. */
  private lastScale?: { readonly from: readonly unknown[]; readonly scale: Scale };

  /**
   * The bounds and step in use: each one usable, the defaults standing in for the rest. Kept
   * until `min`, `max` or `step` changes: an update asks for it half a dozen times.
   */
  private get scale(): Scale {
    const from = [this.min, this.max, this.step];
    const last = this.lastScale;
    if (last?.from.every((value, i) => Object.is(value, from[i]))) return last.scale;
    const scale = this.workOutScale();
    this.lastScale = { from, scale };
    return scale;
  }

  private workOutScale(): Scale {
    const usable = (value: unknown, fallback: number): number => {
      const number = given(value);
      return number !== null && Number.isFinite(number) ? number : fallback;
    };
    const first = usable(this.min, 0);
    const second = usable(this.max, 100);
    const size = usable(this.step, 1);
    const min = Math.min(first, second);
    const step = size > 0 ? size : 1;
    return {
      min,
      max: Math.max(first, second),
      step,
      places: Math.min(20, Math.max(decimals(min), decimals(step))),
    };
  }

  protected override get validators(): typeof validators {
    return validators;
  }

  /* What the slider shows, even before an update has tidied `value`. */
  protected override formValue(): FormValue {
    return String(this.valueAsNumber);
  }

  protected override formState(): FormValue {
    return this.formValue();
  }

  /**
   * What words values in `lang`: the formatter, or the number in the reader's way, with its
   * unit. Looked up once for the three numbers a render formats.
   */
  private formatter(lang: string): (value: number) => string {
    const { valueFormatter } = this;
    if (valueFormatter) return (value) => valueFormatter(value, lang);
    const format = cachedIntl(Intl.NumberFormat, lang, {
      maximumFractionDigits: this.scale.places,
      ...(this.unit && { style: 'unit', unit: this.unit }),
    });
    return (value) => format.format(value);
  }

  /*
   * The native `input` leaves the shadow root by itself, after this listener: by then `value`
   * and the form data are the new ones.
   */
  private handleInput(event: Event): void {
    this.value = (event.target as HTMLInputElement).value;
    this.syncFormState();
  }

  private handleChange(): void {
    this.commitChange();
  }

  // A native range knows no `readonly`; its keys are swallowed here, its pointer by the styles.
  private handleKeyDown(event: KeyboardEvent): void {
    if (this.readonly && movingKeys.has(event.key)) event.preventDefault();
  }

  private handleSlotChange(): void {
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (DEV) {
      for (const [code, message] of numberWarnings(this, (name) => changed.has(name))) {
        this.warn(code, message);
      }
    }
    // A first update without an error has none to clear: the sync below is all it needs, and a
    // second one from setCustomValidity would cost every range its time.
    if (changed.has('error') && (this.hasUpdated || this.error)) {
      this.setCustomValidity(this.error);
      if (this.error) this.markInteracted();
    }
    // Bounds that moved past the value take it with them, silently, as natively.
    this.value = String(this.valueAsNumber);
    if (changed.has('unit') && this.unit) {
      try {
        new Intl.NumberFormat('en', { style: 'unit', unit: this.unit });
      } catch {
        if (DEV) this.warn('SK001', `unit="${this.unit}" is not a unit Intl.NumberFormat knows.`);
        this.unit = '';
      }
    }
    super.willUpdate(changed);
  }

  protected override render(): TemplateResult {
    const { min, max, step } = this.scale;
    const value = this.valueAsNumber;
    const lang = this.localize.lang();
    const format = this.formatter(lang);
    const text = format(value);
    const limits = [format(min), format(max)];
    const hasLimits =
      this.showLimits ||
      !!this.minLabel ||
      !!this.maxLabel ||
      this.hasSlotted('min-label') ||
      this.hasSlotted('max-label');
    const styles = {
      '--_sk-range-fill': String(max > min ? (value - min) / (max - min) : 0),
      '--_sk-range-value-width': `${Math.max(...limits.map((limit) => limit.length))}ch`,
    };
    // The bounds come before the value, so the native input never clamps it to stale ones.
    /*
     * Without whitespace between the tags: each text node costs every instance a clone, a walk
     * and a node in its tree. The limits' box is rendered only while there are limits; bare
     * slots after it, which render nothing, hear markup slotted later (while the box is shown,
     * its own slots come first in tree order and take the markup).
     */
    // prettier-ignore
    return this.renderField(html`<div class="slider" style=${styleMap(styles)} @slotchange=${this.handleSlotChange}><input id="control" part="control" class="focus-ring" type="range" min=${min} max=${max} step=${step} .value=${live(String(value))} aria-valuetext=${text} aria-readonly=${this.readonly ? 'true' : nothing} ?disabled=${this.isDisabled} @input=${this.handleInput} @change=${this.handleChange} @keydown=${this.handleKeyDown}><span part="value" aria-hidden="true" ?hidden=${this.hideValue}>${text}</span>${hasLimits ? html`<div class="limits"><span part="min-label"><slot name="min-label">${this.minLabel || (this.showLimits ? limits[0] : '')}</slot></span><span part="max-label"><slot name="max-label">${this.maxLabel || (this.showLimits ? limits[1] : '')}</slot></span></div>` : nothing}<slot name="min-label"></slot><slot name="max-label"></slot></div>`);
  }
}
