/**
 * The background each foreground role is meant for, and the WCAG 2.2 AA minimum it must meet
 * there: 4.5:1 for text (1.4.3), 3:1 for the non-text marks of controls and states (1.4.11).
 * The build records these ratios in tokens.json and the tests enforce them; the theme builder
 * checks and adjusts the same pairs.
 */
export interface IntendedBackground {
  against: string;
  kind: 'text' | 'non-text';
  minimum: number;
}

const text = (against: string): IntendedBackground => ({ against, kind: 'text', minimum: 4.5 });
const nonText = (against: string): IntendedBackground => ({
  against,
  kind: 'non-text',
  minimum: 3,
});

export const intendedBackgrounds: Record<string, IntendedBackground> = {
  text: text('surface'),
  'text-subtle': text('surface'),
  'text-link': text('surface'),
  'text-link-hover': text('surface'),
  'text-inverse': text('surface-inverse'),
  'on-interactive': text('interactive'),
  'border-strong': nonText('surface'),
  'focus-ring': nonText('surface'),
  interactive: nonText('surface'),
  'status-success': nonText('surface'),
  'status-warning': nonText('surface'),
  'status-danger': nonText('surface'),
  'status-info': nonText('surface'),
};
