import tokensCss from '@skerry/tokens/tokens.css?raw';
import { type CSSResultGroup, type CSSResultOrNative } from 'lit';
import { describe, expect, it } from 'vitest';
import { SkButton } from '../components/button/button.js';
import { SkIcon } from '../components/icon/icon.js';
import { SkIconButton } from '../components/icon-button/icon-button.js';
import { SkInlineButton } from '../components/inline-button/inline-button.js';

const components = {
  'sk-button': SkButton,
  'sk-icon': SkIcon,
  'sk-icon-button': SkIconButton,
  'sk-inline-button': SkInlineButton,
};

/* Components with no transition or animation at all. */
const still = new Set(['sk-icon']);

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

const forcedColorsBlock = /@media \(forced-colors: active\)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/*
 * Components are styled only through design tokens: a renamed or mistyped token would otherwise
 * fail silently, falling back to the browser's default.
 */
describe('component styles', () => {
  for (const [tag, element] of Object.entries(components)) {
    const css = sheets(element.styles).join('\n');
    const prefix = `--sk-${tag.replace(/^sk-(icon-)?/, '')}-`;

    it(`${tag} uses only tokens that exist, or its own documented properties`, () => {
      const used = [...new Set(css.match(/--sk-[\w-]+/g))];
      expect(used.filter((name) => !tokens.has(name) && !name.startsWith(prefix))).toEqual([]);
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

    if (still.has(tag)) {
      it(`${tag} does not move, so it needs no reduced-motion rule`, () => {
        expect(css).not.toMatch(/transition|animation/);
      });
    } else {
      it(`${tag} turns off motion under prefers-reduced-motion`, () => {
        expect(css).toMatch(/transition/);
        expect(css).toMatch(
          /@media \(prefers-reduced-motion: reduce\)\s*\{[^}]*\{\s*transition: none/,
        );
      });
    }
  }
});
