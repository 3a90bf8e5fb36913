import { describe, expect, it } from 'vitest';
import { buildPathIndex, canonicalFileForm, resolvePath } from './resolve-path.ts';

const index = buildPathIndex([
  '/',
  '/core-components/',
  '/core-components/button/',
  '/core-components/button/api/',
  '/foundation/color/',
  '/releases/v4/',
]);

describe('resolvePath', () => {
  it.each([
    ['exact canonical path needs no redirect', '/core-components/button/', null],
    ['home needs no redirect', '/', null],
    ['upper case', '/Core-Components/Button/', '/core-components/button/'],
    ['mixed case without slash', '/FOUNDATION/Color', '/foundation/color/'],
    ['missing trailing slash', '/core-components/button', '/core-components/button/'],
    ['.html form', '/core-components/button.html', '/core-components/button/'],
    ['.html form, upper case', '/Core-Components/Button.HTML', '/core-components/button/'],
    ['index.html form', '/core-components/button/index.html', '/core-components/button/'],
    ['home index.html', '/index.html', '/'],
    [
      'nested api page as .html',
      '/core-components/button/api.html',
      '/core-components/button/api/',
    ],
    ['encoded characters', '/core-components/butto%6E/', '/core-components/button/'],
    ['encoded upper case', '/%43ore-components/', '/core-components/'],
    ['unknown path', '/core-components/buttons/', null],
    ['unknown .html', '/nothing.html', null],
    ['malformed encoding', '/core-components/%E0%A4%A/', null],
    ['double slash', '//core-components/button/', null],
    ['slash replaced by .html is the same page', '/releases/v4/', null],
  ])('%s: %s', (_name, input, expected) => {
    expect(resolvePath(input, index)).toBe(expected);
  });

  it('prefers the exact page over an alias of another', () => {
    const overlapping = buildPathIndex(['/a/', '/a/index/']);
    expect(resolvePath('/A/Index/', overlapping)).toBe('/a/index/');
    expect(resolvePath('/a/index.html', overlapping)).toBe('/a/');
  });
});

describe('canonicalFileForm', () => {
  it.each([
    ['/core-components/button/index.html', '/core-components/button/'],
    ['/core-components/button.html', '/core-components/button/'],
    ['/index.html', '/'],
    ['/core-components/button/', '/core-components/button/'],
    ['/core-components/button', '/core-components/button'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalFileForm(input)).toBe(expected);
  });
});
