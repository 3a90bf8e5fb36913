import tokensCss from '@skerry/tokens/tokens.css?raw';
import { type CSSResultGroup, type CSSResultOrNative, type LitElement } from 'lit';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { exportedComponents } from '../../scripts/exported-components.js';

/*
 * Every component the package exports, and every registering module in src/components/: a new
 * component is checked here as soon as it exists, with nothing to list by hand.
 */
const exported = exportedComponents(pkg.exports);
const registering = import.meta.glob('../components/*/sk-*.ts', { eager: true });
const registeringSources = import.meta.glob<string>('../components/*/sk-*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const registeringPath = (name: string): string => `../components/${name}/sk-${name}.ts`;

/*
 * Every element a registering module defines, each with the folder it comes from: an exported
 * component's own tag, and the elements it brings along (`sk-accordion-item`, `sk-radio`).
 */
const defined = Object.entries(registeringSources).flatMap(([file, source]) =>
  [...source.matchAll(/defineElement\('(sk-[a-z0-9-]+)'/g)].map((match) => ({
    name: /components\/([^/]+)\//.exec(file)![1]!,
    tag: match[1]!,
  })),
);

const tokens = new Set(tokensCss.match(/--sk-[\w-]+(?=\s*:)/g));

function sheets(group: CSSResultGroup | undefined): string[] {
  if (!group) return [];
  if (Array.isArray(group)) return group.flatMap((item) => sheets(item as CSSResultGroup));
  const result = group as CSSResultOrNative;
  return [
    result instanceof CSSStyleSheet
      ? [...result.cssRules].map((r) => r.cssText).join('\n')
      : result.cssText,
  ];
}

/*
 * The prefixes of the custom properties an element may define for its users: its own
 * (`--sk-icon-button-`), those of each Skerry element it extends (`--sk-button-`), and the
 * shared field's (`--sk-field-`).
 */
function ownPropertyPrefixes(element: CustomElementConstructor): string[] {
  const prefixes: string[] = ['--sk-field-'];
  for (let c = element; c && c !== HTMLElement; c = Object.getPrototypeOf(c)) {
    const tag = customElements.getName(c);
    if (tag) prefixes.push(`--${tag}-`);
  }
  return prefixes;
}

/*
 * Whether a property is one a Skerry element offers its users (`--sk-input-radius` of
 * `sk-input`), which an element built to hold it may set on it, as an input group does.
 */
function isElementProperty(property: string): boolean {
  const words = property.slice(2).split('-');
  return words.some((_, end) => end > 1 && customElements.get(words.slice(0, end).join('-')));
}

const forcedColorsBlock = /@media \(forced-colors: active\)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/*
 * Components are styled only through design tokens: a renamed or mistyped token would otherwise
 * fail silently, falling back to the browser's default.
 */
describe('component styles', () => {
  it('checks every component in src/components/, each exported from package.json', () => {
    const folders = Object.keys(registering).sort();
    expect(folders).toEqual(exported.map(({ name }) => registeringPath(name)).sort());
  });

  it('checks every element the registering modules define, not only the exported tags', () => {
    const tags = defined.map(({ tag }) => tag);
    for (const { tag } of exported) expect(tags).toContain(tag);
    expect(tags.length).toBeGreaterThan(exported.length);
  });

  for (const { name, tag } of defined) {
    const element = customElements.get(tag) as typeof LitElement | undefined;
    if (!element || !(registeringPath(name) in registering)) {
      it(`${tag} is defined by src/components/${name}/sk-${name}.ts`, () => {
        expect(element, `${tag} is named by a registering module but not defined`).toBeDefined();
      });
      continue;
    }
    const css = sheets(element.styles).join('\n');
    const prefixes = ownPropertyPrefixes(element);

    it(`${tag} uses only tokens that exist, its own properties, or another element's`, () => {
      const used = [...new Set(css.match(/--sk-[\w-]+/g))];
      const foreign = used.filter(
        (property) =>
          !tokens.has(property) &&
          !prefixes.some((p) => property.startsWith(p)) &&
          !isElementProperty(property),
      );
      expect(foreign).toEqual([]);
    });

    it(`${tag} defines every private property it reads`, () => {
      const read = new Set([...css.matchAll(/var\((--_sk-[\w-]+)/g)].map((m) => m[1]));
      const defined = new Set([...css.matchAll(/(--_sk-[\w-]+)\s*:/g)].map((m) => m[1]));
      expect([...read].filter((name) => !defined.has(name))).toEqual([]);
    });

    it(`${tag} has no colour literals; system colours only under forced-colors`, () => {
      const outside = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(forcedColorsBlock, '');
      expect(
        outside.match(/#[\da-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi),
      ).toBeNull();
      expect(
        outside.match(
          /(?<![\w-])(?:white|black|red|green|blue|gray|grey|ButtonText|ButtonFace|GrayText|Canvas|CanvasText|Highlight|LinkText)(?![\w-])/g,
        ),
      ).toBeNull();
    });

    it(`${tag} puts forced-colors rules last in each style sheet`, () => {
      for (const sheet of sheets(element.styles)) {
        const index = sheet.search(forcedColorsBlock);
        if (index === -1) continue;
        const rest = sheet.slice(index).replace(forcedColorsBlock, '').trim();
        expect(rest).toBe('');
      }
    });

    // Decided from the styles themselves: an element that moves must stop under reduced motion.
    if (/transition|animation/.test(css)) {
      it(`${tag} turns off motion under prefers-reduced-motion`, () => {
        expect(css).toMatch(
          /@media \(prefers-reduced-motion: reduce\)\s*\{[^}]*\{\s*(?:transition|animation): none/,
        );
      });
    } else {
      it(`${tag} does not move, so it needs no reduced-motion rule`, () => {
        expect(css).not.toMatch(/transition|animation/);
      });
    }
  }
});
