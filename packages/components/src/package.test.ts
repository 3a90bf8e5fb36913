import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import './testing/commands.js';

/* Checks of the package as published: its size, and the files generated from the manifest. */
describe('@skerry/components package', () => {
  it('stays within the size budget: sk-button ≤ 4 KB, sk-icon ≤ 3 KB, the button family ≤ 12 KB gzip', async () => {
    const report = await commands.measureSizes();
    expect(report.failures).toEqual([]);
    expect(report.sizes['sk-button']).toBeGreaterThan(1000);
    expect(report.total).toBeGreaterThanOrEqual(report.sizes['sk-button']!);
    expect(report.sizes['sk-icon']).toBeGreaterThan(1000);
  });

  it('generates React typings that accept valid JSX and reject invalid values', async () => {
    expect(await commands.checkReactTypes()).toEqual([]);
  });

  it('generates VS Code data listing each element with its allowed values', async () => {
    const data = await commands.vsCodeData();
    expect(data.tags.map((tag) => tag.name).sort()).toEqual([
      'sk-button',
      'sk-icon',
      'sk-icon-button',
      'sk-inline-button',
    ]);
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
