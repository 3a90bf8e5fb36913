import { describe, expect, it } from 'vitest';
import { matchAlertGuidance, variantsFromType } from './alert-guidance.ts';

const variants = ['info', 'success', 'warning', 'danger', 'neutral'];
const guidance = (names: string[]) =>
  names.map((variant) => ({ variant, example: `A ${variant} message.` }));

describe('variantsFromType', () => {
  it('reads the variants of a manifest type, in its order', () => {
    expect(variantsFromType("'info' | 'success' | 'warning' | 'danger' | 'neutral'")).toEqual(
      variants,
    );
    expect(variantsFromType('"a" | "b"')).toEqual(['a', 'b']);
    expect(variantsFromType('string')).toEqual([]);
    expect(variantsFromType(undefined)).toEqual([]);
  });
});

describe('matchAlertGuidance', () => {
  it('pairs each variant, in the component’s order, with the guidance the page gives for it', () => {
    const given = [
      { variant: 'danger', heading: ' Payment failed ', example: 'Your card was declined.' },
      ...guidance(['neutral', 'info', 'warning', 'success']),
    ];
    const rows = matchAlertGuidance(variants, given);
    expect(rows.map((row) => [row.variant, row.index])).toEqual([
      ['info', 2],
      ['success', 4],
      ['warning', 3],
      ['danger', 0],
      ['neutral', 1],
    ]);
    expect(rows[3]).toEqual({
      variant: 'danger',
      heading: 'Payment failed',
      example: 'Your card was declined.',
      index: 0,
    });
  });

  it('fails, naming the variant, when a variant has no guidance', () => {
    expect(() =>
      matchAlertGuidance(variants, guidance(['info', 'success', 'warning', 'neutral'])),
    ).toThrow(
      '<AlertDocs>: no guidance for the variant "danger": every variant of sk-alert needs an <AlertGuidance>.',
    );
    expect(() => matchAlertGuidance(variants, guidance(['info', 'success', 'warning']))).toThrow(
      'no guidance for the variants "danger", "neutral"',
    );
  });

  it('fails, naming the variant, for guidance on a variant sk-alert does not have', () => {
    expect(() => matchAlertGuidance(variants, guidance([...variants, 'error']))).toThrow(
      '<AlertDocs>: <AlertGuidance variant="error">: sk-alert has no variant "error"; its variants are info, success, warning, danger, neutral.',
    );
  });

  it('fails for guidance given twice, without a variant, or without an example', () => {
    expect(() => matchAlertGuidance(variants, guidance([...variants, 'info']))).toThrow(
      'the variant "info" has guidance twice.',
    );
    expect(() => matchAlertGuidance(variants, [{ example: 'x' }])).toThrow(
      '<AlertGuidance> number 1 has no variant; give it one of info, success, warning, danger, neutral.',
    );
    expect(() => matchAlertGuidance(variants, [{ variant: 'info', example: ' ' }])).toThrow(
      '<AlertGuidance variant="info"> needs an example',
    );
  });

  it('fails when the component lists no variants at all', () => {
    expect(() => matchAlertGuidance([], [])).toThrow('sk-alert lists no variants');
  });
});
