import { describe, expect, it } from 'vitest';
import { litCopies, litProblems } from './lit-copies.ts';

const app = '/tmp/app';

describe('litCopies', () => {
  it('finds each Lit package once, however often npm prints it, and skips the app itself', () => {
    const output = [
      app,
      `${app}/node_modules/lit`,
      `${app}/node_modules/lit-html`,
      `${app}/node_modules/lit`,
      `${app}/node_modules/@lit/reactive-element`,
      '',
    ].join('\n');
    const copies = litCopies(output, app);
    expect(copies.get('lit')).toEqual([`${app}/node_modules/lit`]);
    expect(copies.get('@lit/reactive-element')).toEqual([
      `${app}/node_modules/@lit/reactive-element`,
    ]);
    expect(copies.get('lit-element')).toEqual([]);
    expect(litProblems(copies)).toEqual([]);
  });

  it('reports a second copy nested under a package', () => {
    const output = [
      `${app}/node_modules/lit`,
      `${app}/node_modules/@skerry/components/node_modules/lit`,
    ].join('\n');
    expect(litProblems(litCopies(output, app))).toEqual([
      `2 copies of lit: ${app}/node_modules/lit, ${app}/node_modules/@skerry/components/node_modules/lit`,
    ]);
  });

  it('reports an install without Lit', () => {
    expect(litProblems(litCopies(app, app))).toEqual(['lit is not installed']);
  });
});
