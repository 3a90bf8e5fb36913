import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import pkg from '../package.json';
import { exportedComponents } from '../scripts/exported-components.js';
import './testing/commands.js';

/* The components package.json exports, which every generated file must cover. */
const tags = exportedComponents(pkg.exports).map(({ tag }) => tag);

/* Checks of the package as published: its size, and the files generated from the manifest. */
describe('@skerry/components package', () => {
  it('keeps every exported component within its gzip size budget (scripts/size-budgets.json)', async () => {
    const report = await commands.measureSizes();
    expect(report.failures).toEqual([]);
    expect(Object.keys(report.sizes)).toEqual(expect.arrayContaining(tags));
    expect(report.sizes['sk-button']).toBeGreaterThan(1000);
    expect(report.total).toBeGreaterThanOrEqual(report.sizes['sk-button']!);
    expect(report.sizes['sk-icon']).toBeGreaterThan(1000);
    // The CDN build too, each component with the chunks it loads besides Lit (counted once).
    expect(Object.keys(report.cdn.components)).toEqual(expect.arrayContaining(tags));
    expect(report.cdn.lit).toBeGreaterThan(1000);
  });

  it('generates React typings that accept valid JSX and reject invalid values', async () => {
    expect(await commands.checkReactTypes()).toEqual([]);
  });

  it('generates VS Code data listing each element with its allowed values', async () => {
    const data = await commands.vsCodeData();
    const names = data.tags.map((tag) => tag.name);
    // Every exported component, and the elements defined with one (a radio group with its radios).
    expect(names).toEqual(expect.arrayContaining(tags));
    expect(names).toContain('sk-radio-group');
    const variant = data.tags
      .find((tag) => tag.name === 'sk-button')!
      .attributes.find((attribute) => attribute.name === 'variant');
    expect(variant?.values?.map((value) => value.name)).toEqual([
      'primary',
      'secondary',
      'tertiary',
      'danger',
    ]);
  });
});
