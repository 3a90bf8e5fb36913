import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedComponents } from './exported-components.ts';
import { budgetProblems, budgets, sizeEntries } from './size-check.ts';

const packageRoot = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};

describe('size budgets', () => {
  it('measures every component package.json exports, from its registering module', () => {
    const components = exportedComponents(pkg.exports);
    expect(components.length).toBeGreaterThan(0);
    expect(sizeEntries).toEqual(
      Object.fromEntries(components.map(({ tag, source }) => [tag, source])),
    );
    for (const source of Object.values(sizeEntries)) {
      expect(fs.existsSync(path.join(packageRoot, source)), source).toBe(true);
    }
  });

  it('has a budget in size-budgets.json for each exported component, and for no other', () => {
    expect(budgetProblems(Object.keys(sizeEntries), budgets.perEntry)).toEqual([]);
  });

  it('has a CDN budget for each exported component, and for no other', () => {
    expect(budgetProblems(Object.keys(sizeEntries), budgets.cdn.components)).toEqual([]);
    expect(budgets.cdn.lit).toBeGreaterThan(0);
    expect(budgets.cdn.autoloader).toBeGreaterThan(0);
  });

  it('names a component that has no budget, and a budget left for a removed component', () => {
    expect(budgetProblems(['sk-button', 'sk-new'], { 'sk-button': 4096, 'sk-old': 1024 })).toEqual([
      'sk-new has no budget in scripts/size-budgets.json',
      'scripts/size-budgets.json has a budget for sk-old, which is not exported',
    ]);
  });
});

describe('exportedComponents', () => {
  it('reads ./<name>.js entries that point at dist/components/<name>/sk-<name>.js, and only those', () => {
    expect(
      exportedComponents({
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './all.js': { default: './dist/all.js' },
        './date-picker.js': {
          types: './dist/components/date-picker/sk-date-picker.d.ts',
          default: './dist/components/date-picker/sk-date-picker.js',
        },
        './tab.js': './dist/components/tab/sk-tab.js',
        './odd.js': { default: './dist/components/other/sk-other.js' },
        './custom-elements.json': './dist/custom-elements.json',
      }),
    ).toEqual([
      {
        name: 'date-picker',
        tag: 'sk-date-picker',
        source: 'src/components/date-picker/sk-date-picker.ts',
      },
      { name: 'tab', tag: 'sk-tab', source: 'src/components/tab/sk-tab.ts' },
    ]);
  });
});
