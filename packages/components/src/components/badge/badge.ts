import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { DEV } from '../../internal/dev.js';
import type { WarningCode } from '../../internal/warning-codes.js';
import { pluralCategory } from '../../localization/format.js';
import type { PluralForms } from '../../localization/types.js';
import { badgeStyles } from './badge.styles.js';
import { badgeSizes, badgeVariants, type BadgeSize, type BadgeVariant } from './badge.types.js';

/*
 * A number as given: `undefined` when unset or removed (`null` too, from script), `NaN` when it
 * is not a number. An empty attribute is a mistake rather than a zero, so it counts as not a
 * number (Number('') is 0).
 */
const given = (value: unknown): number | undefined =>
  value == null ? undefined : typeof value === 'string' && !value.trim() ? NaN : Number(value);

const numberAttribute = { fromAttribute: given };

const defaultMax = 99;

/* A count a badge can show: a whole number of 0 or more. */
const isCount = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 0;

/* The count as shown: `null` when unset or not a whole number of 0 or more. */
const usableCount = (countGiven: unknown): number | null => {
  const count = given(countGiven);
  return isCount(count) ? count : null;
};

/* `max` as used: 99 stands in for one that is not a whole number above 0. */
const usableMax = (maxGiven: unknown): number => {
  const max = given(maxGiven);
  return isCount(max) && max > 0 ? max : defaultMax;
};

/*
 * The coded warnings for what the badge had to replace or cannot say, in development builds
 * only (it is called under `if (DEV)`, so production bundles lose it and its text): `changed`
 * says which properties were just set, `hasLabel` whether the badge has a label to be heard.
 */
function inputWarnings(
  badge: SkBadge,
  changed: (name: 'count' | 'max' | 'dot' | 'label') => boolean,
  hasLabel: boolean,
): [WarningCode, string][] {
  const warnings: [WarningCode, string][] = [];
  // As the page wrote it: the attribute's text, unless script has set another value since.
  const written = (name: 'count' | 'max'): string => {
    const attribute = badge.getAttribute(name);
    return attribute !== null && Object.is(given(attribute), given(badge[name]))
      ? attribute
      : String(badge[name]);
  };
  if (changed('count') && given(badge.count) !== undefined && usableCount(badge.count) === null) {
    warnings.push([
      'SK020',
      `count="${written('count')}" is not a whole number of 0 or more; the badge shows nothing.`,
    ]);
  }
  if (
    changed('max') &&
    given(badge.max) !== undefined &&
    given(badge.max) !== usableMax(badge.max)
  ) {
    warnings.push([
      'SK020',
      `max="${written('max')}" is not a whole number above 0; using ${defaultMax}.`,
    ]);
  }
  if ((changed('dot') || changed('label')) && badge.dot && !hasLabel) {
    warnings.push([
      'SK002',
      'A dot badge shows no text, so it needs a label attribute saying what it means ("Online", "New messages"); screen readers get nothing without one.',
    ]);
  }
  return warnings;
}

/**
 * @summary A small marker beside something else — a tab, a button, an avatar, a heading — that
 * shows a count ("3", "99+"), a word or two of status ("New"), or only a coloured dot. It is not
 * interactive and not a live region: it is read where it stands, with the real count.
 * @tag sk-badge
 * @status stable
 * @since 0.2.0
 *
 * @slot - The badge's text, a word or two ("New", "Draft"), read as it is. Not shown when the
 * badge has a `count` or is a `dot`.
 *
 * @csspart base - The badge's box: the pill around the text or count, or the dot itself.
 *
 * @cssproperty --sk-badge-background - The background colour; the variant's surface by default.
 * @cssproperty --sk-badge-color - The text colour.
 * @cssproperty --sk-badge-border-color - The border colour; the variant's status colour by
 * default.
 * @cssproperty --sk-badge-radius - The corner radius; a pill (`--sk-radius-full`) by default.
 * @cssproperty --sk-badge-dot-color - The colour of a `dot` badge; the variant's status colour by
 * default.
 *
 * @cssstate hidden - The badge shows nothing: its `count` is 0 (without `show-zero`), or is not a
 * count it can show.
 * @cssstate overflow - The `count` is above `max`, so the badge shows "99+" (or its `max` and
 * a plus) while screen readers hear the real number.
 */
export class SkBadge extends SkElement {
  static override styles = badgeStyles;

  /** What the colour says: `neutral` (no meaning), or `info`, `success`, `warning`, `danger`. */
  @property({ reflect: true, useDefault: true }) variant: BadgeVariant = 'neutral';

  /** The size: `small` (16 px high), `medium` (20 px) or `large` (24 px). */
  @property({ reflect: true, useDefault: true }) size: BadgeSize = 'medium';

  /**
   * A number to show instead of the text, formatted for the reader's language; above `max` it
   * shows as "99+" while screen readers hear the real number. 0 hides the badge unless
   * `show-zero` is set. A count that is not a whole number of 0 or more is not shown (nor is the
   * badge), with a development warning (SK020); the property keeps what was set. Unset (or
   * removed), the badge shows its text.
   */
  @property({ converter: numberAttribute }) count?: number;

  /**
   * The highest count shown as it is, 99 by default; a higher one shows as `max` and a plus
   * ("99+"). One that is not a whole number above 0 is replaced by 99, with a development
   * warning (SK020).
   */
  @property({ converter: numberAttribute, useDefault: true }) max: number = defaultMax;

  /** Shows a `count` of 0, which otherwise hides the badge. */
  @property({ type: Boolean, attribute: 'show-zero', reflect: true, useDefault: true })
  showZero = false;

  /**
   * Shows only a small coloured dot, without text. A dot needs a `label`, which screen readers
   * hear instead; without one it is silent, with a development warning (SK002).
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) dot = false;

  /**
   * What screen readers hear for a count or a dot, in the page's language. `{count}` in it is
   * replaced by the real count ("{count} unread messages" reads "150 unread messages" while the
   * badge shows "99+"); a label without `{count}` follows the count ("unread": "150 unread").
   * From script it may also be plural forms, one per plural category of the page's language
   * (`{ one: '{count} message', other: '{count} messages' }`): the form for the count is the
   * whole text, with `{count}` replaced.
   * Without a label, a count is heard as the number alone. A text badge is read as its text.
   */
  @property({ useDefault: true }) label: string | PluralForms = '';

  /** The count as given: `undefined` when unset, `NaN` when it is not a number. */
  private get givenCount(): number | undefined {
    return given(this.count);
  }

  /** The count as shown: `null` when unset or not a whole number of 0 or more. */
  private get usableCount(): number | null {
    return usableCount(this.count);
  }

  /** `max` as used: 99 stands in for one that is not a whole number above 0. */
  private get usableMax(): number {
    return usableMax(this.max);
  }

  /* Nothing to show: a count of 0 without `show-zero`, or a count that cannot be shown. */
  private get isHidden(): boolean {
    if (this.givenCount === undefined) return false;
    const count = this.usableCount;
    return count === null || (count === 0 && !this.showZero);
  }

  /** The label's text for the count: the plural form for it when it has forms. */
  private get labelText(): string {
    const label = this.label ?? '';
    if (typeof label === 'string') return label.trim();
    const count = this.usableCount;
    const form = count === null ? undefined : label[pluralCategory(this.localize.lang(), count)];
    return (form ?? label.other ?? '').trim();
  }

  /**
   * What screen readers hear for a count or a dot: the real count, with the label. A plural
   * form is the whole text, as its author wrote it for that count (an Arabic dual names no
   * number); a plain label without `{count}` follows the number.
   */
  private get spokenText(): string {
    const label = this.labelText;
    const count = this.usableCount;
    if (count === null) return label;
    const number = this.localize.number(count);
    if (!label) return number;
    if (label.includes('{count}') || typeof this.label === 'object') {
      return label.replaceAll('{count}', number);
    }
    return this.localize.term('badgeCount', { count, label });
  }

  /** The count as shown: the number in the reader's language, or `max` and a plus above it. */
  private get shownCount(): string {
    const count = this.usableCount ?? 0;
    const max = this.usableMax;
    return count > max ? this.localize.term('badgeOverflow', { max }) : this.localize.number(count);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('variant')) {
      this.variant = this.allowedValue('variant', this.variant, badgeVariants, 'neutral');
    }
    if (changed.has('size')) {
      this.size = this.allowedValue('size', this.size, badgeSizes, 'medium');
    }
    if (DEV) {
      const hasLabel = Boolean(this.labelText);
      for (const [code, message] of inputWarnings(this, (name) => changed.has(name), hasLabel)) {
        this.warn(code, message);
      }
    }
    this.toggleState('hidden', this.isHidden);
    this.toggleState('overflow', (this.usableCount ?? 0) > this.usableMax);
    super.willUpdate(changed);
  }

  /*
   * A count or a dot shows one thing and says another ("99+", "150 unread"): the shown text is
   * hidden from screen readers and the spoken one from the eye, so each is met once, also in the
   * name of a tab or button the badge sits in.
   */
  protected override render(): TemplateResult | typeof nothing {
    if (this.isHidden) return nothing;
    const base = `base ${this.size}`;
    if (this.dot) {
      const spoken = this.spokenText;
      // prettier-ignore
      return html`<span part="base" class="${base} dot"></span>${spoken ? html`<span class="visually-hidden">${spoken}</span>` : nothing}`;
    }
    if (this.givenCount === undefined)
      return html`<span part="base" class=${base}><slot></slot></span>`;
    // prettier-ignore
    return html`<span part="base" class="${base} count" aria-hidden="true">${this.shownCount}</span><span class="visually-hidden">${this.spokenText}</span>`;
  }
}
