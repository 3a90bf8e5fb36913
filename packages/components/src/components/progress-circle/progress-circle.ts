import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { DEV } from '../../internal/dev.js';
import type { WarningCode } from '../../internal/warning-codes.js';
import { progressCircleStyles } from './progress-circle.styles.js';
import {
  progressCircleSizes,
  progressCircleVariants,
  type ProgressCircleSize,
  type ProgressCircleVariant,
} from './progress-circle.types.js';

/*
 * A number as given: `null` when unset or removed, `NaN` when it is not a number. An empty
 * attribute is a mistake rather than a zero, so it counts as not a number (Number('') is 0).
 */
const given = (value: unknown): number | null =>
  value == null ? null : typeof value === 'string' && !value.trim() ? NaN : Number(value);

const numberAttribute = { fromAttribute: given };

/* The `max` of a task that sets none, as on a native `<progress>`. */
const defaultMax = 100;

/* `max` as used: the default stands in for one that is not a number above 0. */
const maxOf = (maxGiven: unknown): number => {
  const max = given(maxGiven);
  return max !== null && Number.isFinite(max) && max > 0 ? max : defaultMax;
};

/* The value as shown: between 0 and `max`, or `null` (indeterminate) when it is not a number. */
const shownValueOf = (valueGiven: unknown, max: number): number | null => {
  const value = given(valueGiven);
  return value === null || Number.isNaN(value) ? null : Math.min(Math.max(value, 0), max);
};

/*
 * The coded warnings for what the element had to replace, in development builds only (it is
 * called under `if (DEV)`, so production bundles lose it and its text): `changed` says which
 * properties were just set.
 */
function inputWarnings(
  circle: SkProgressCircle,
  changed: (name: 'label' | 'value' | 'max') => boolean,
): [WarningCode, string][] {
  const warnings: [WarningCode, string][] = [];
  if (changed('label') && !circle.label.trim()) {
    warnings.push([
      'SK002',
      'A progress circle needs a label attribute saying what is in progress; it is announced as "Loading" until it has one.',
    ]);
  }
  if (!changed('value') && !changed('max')) return warnings;
  // As the page wrote it: the attribute's text, unless script has set another value since.
  const written = (name: 'value' | 'max'): string => {
    const attribute = circle.getAttribute(name);
    return attribute !== null && Object.is(given(attribute), given(circle[name]))
      ? attribute
      : String(circle[name]);
  };
  const max = maxOf(circle.max);
  const value = given(circle.value);
  const shown = shownValueOf(circle.value, max);
  if (given(circle.max) !== null && given(circle.max) !== max) {
    warnings.push(['SK019', `max="${written('max')}" is not a number above 0; using ${max}.`]);
  }
  if (value !== null && shown === null) {
    warnings.push([
      'SK019',
      `value="${written('value')}" is not a number; showing progress as unknown.`,
    ]);
  } else if (value !== null && value !== shown) {
    warnings.push(['SK019', `value="${value}" is outside 0 to ${max}; showing ${shown}.`]);
  }
  return warnings;
}

/**
 * @summary Shows how far a task has got as an arc that fills a circle, or, while the progress
 * cannot be measured, that work is going on, with a spinning arc. Screen readers hear it as a
 * progress bar named by its label, with the percentage in the reader's language.
 * @tag sk-progress-circle
 * @status beta
 * @since 0.2.0
 *
 * @csspart base - The progress bar: the element with `role="progressbar"`, its name and value.
 * @csspart track - The full circle the indicator runs along (an SVG `<circle>`).
 * @csspart indicator - The arc that shows the progress, or spins while it is indeterminate (an
 * SVG `<circle>` drawn with `stroke-dasharray`); style it with `stroke`.
 * @csspart value - The percentage in the middle, with `show-value`; hidden from screen readers,
 * which hear it from the progress bar.
 *
 * @cssproperty --sk-progress-circle-size - The diameter, replacing the one `size` sets.
 * @cssproperty --sk-progress-circle-track-width - The thickness of the track and the indicator.
 * @cssproperty --sk-progress-circle-track-color - The colour of the track.
 * @cssproperty --sk-progress-circle-indicator-color - The colour of the indicator, replacing the
 * variant's.
 *
 * @cssstate indeterminate - No usable `value` is set: the arc spins and no value is announced.
 */
export class SkProgressCircle extends SkElement {
  static override styles = progressCircleStyles;

  /**
   * How much of the task is done, from 0 to `max`. Without it the circle is indeterminate: it
   * spins, and announces no value. A value outside 0 to `max` is shown at the nearer end, and
   * one that is not a number as indeterminate, each with a development warning (SK019); the
   * property keeps what was set.
   */
  @property({ converter: numberAttribute, useDefault: true }) value: number | null = null;

  /**
   * The value of a finished task, 100 by default, so `value` can count bytes or files. One that
   * is not a number above 0 is replaced by 100, with a development warning (SK019).
   */
  @property({ converter: numberAttribute, useDefault: true }) max: number | null = 100;

  /**
   * What is in progress, such as "Uploading report.pdf": the accessible name. Required; without
   * it the circle is announced as "Loading", in the reader's language, with an SK002 warning.
   */
  @property() label = '';

  /** Shows the percentage in the middle of the circle (not in the `small` size, too small). */
  @property({ type: Boolean, attribute: 'show-value', reflect: true, useDefault: true })
  showValue = false;

  /** The colour of the arc: `info` for work under way, the others for a known outcome. */
  @property({ reflect: true }) variant: ProgressCircleVariant = 'info';

  /** The diameter: `small` for a line of text or a button, `large` for an empty area. */
  @property({ reflect: true, useDefault: true }) size: ProgressCircleSize = 'medium';

  /** `max` as used: the default stands in for one that is not a number above 0. */
  private get usableMax(): number {
    return maxOf(this.max);
  }

  /** The value as shown: between 0 and `max`, or `null` while indeterminate. */
  private get shownValue(): number | null {
    return shownValueOf(this.value, this.usableMax);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (DEV) {
      for (const [code, message] of inputWarnings(this, (name) => changed.has(name))) {
        this.warn(code, message);
      }
    }
    if (changed.has('variant')) {
      this.variant = this.allowedValue('variant', this.variant, progressCircleVariants, 'info');
    }
    if (changed.has('size')) {
      this.size = this.allowedValue('size', this.size, progressCircleSizes, 'medium');
    }
    this.toggleState('indeterminate', this.shownValue === null);
    super.willUpdate(changed);
  }

  protected override render(): TemplateResult {
    const value = this.shownValue;
    const max = this.usableMax;
    const determinate = value !== null;
    const fraction = determinate ? value / max : 0;
    // Rounded down, so 99.6 % never reads as finished.
    const percent = determinate
      ? this.localize.percent(fraction, { maximumFractionDigits: 0, roundingMode: 'floor' })
      : '';
    return html`<div
      part="base"
      class=${determinate ? 'determinate' : 'indeterminate'}
      role="progressbar"
      aria-label=${this.label.trim() || this.localize.term('loading')}
      aria-valuemin=${determinate ? 0 : nothing}
      aria-valuemax=${determinate ? max : nothing}
      aria-valuenow=${determinate ? value : nothing}
      aria-valuetext=${determinate ? percent : nothing}
      aria-busy=${determinate ? nothing : 'true'}
    >
      <svg aria-hidden="true">
        <circle part="track" pathLength="100"></circle>
        <circle
          part="indicator"
          pathLength="100"
          style=${determinate ? `stroke-dasharray: ${fraction * 100} 100` : nothing}
        ></circle>
      </svg>
      <span part="value" aria-hidden="true" ?hidden=${!this.showValue || !determinate}
        >${percent}</span
      >
    </div>`;
  }
}
