import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog, categories } from '../src/catalog.ts';
import { normaliseIcon } from '../src/normalise.ts';
import { unsafeParts } from '../src/sanitize.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const metadata = JSON.parse(fs.readFileSync(path.join(dist, 'icons.json'), 'utf8')) as {
  upstream: { name: string; license: string };
  categories: Record<string, string>;
  icons: { name: string; category: string; keywords: string[]; source: string }[];
};
const iconModule = (name: string) =>
  fs.readFileSync(path.join(dist, 'icons', `${name}.js`), 'utf8');
const markup = (name: string) =>
  JSON.parse(/^export default (.*);\n$/.exec(iconModule(name))![1]!) as string;

describe('the built icon set', () => {
  it('has at least 250 icons with unique names, each in a known category with keywords', () => {
    const names = metadata.icons.map((icon) => icon.name);
    expect(names.length).toBeGreaterThanOrEqual(250);
    expect(new Set(names).size).toBe(names.length);
    for (const icon of metadata.icons) {
      expect(Object.keys(categories), icon.name).toContain(icon.category);
      expect(icon.keywords.length, `${icon.name} has keywords`).toBeGreaterThan(0);
      expect(icon.name, 'names are kebab-case').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const category of Object.keys(categories)) {
      expect(
        metadata.icons.filter((icon) => icon.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('writes every icon as a module on the 24 px grid, in currentColor, with nothing unsafe', () => {
    for (const { name } of metadata.icons) {
      const svg = markup(name);
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/,
      );
      expect(svg, name).toContain('stroke="currentColor"');
      expect(svg, name).not.toMatch(/(?:fill|stroke)="#/);
      expect(unsafeParts(svg), name).toEqual([]);
    }
  });

  it('has one sprite symbol per icon, whose only ids are the symbols’ own', () => {
    const sprite = fs.readFileSync(path.join(dist, 'sprite.svg'), 'utf8');
    const ids = [...sprite.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(metadata.icons.map((icon) => `sk-icon-${icon.name}`));
    // A <use> inherits from where it is used, so each symbol carries the drawing settings.
    expect(sprite.match(/<symbol [^>]*stroke="currentColor"/g)).toHaveLength(metadata.icons.length);
    expect(unsafeParts(sprite.replace(/\sid="sk-icon-[a-z0-9-]+"/g, ''))).toEqual([]);
  });

  it('loads an icon by name on demand, and nothing for an unknown name', async () => {
    const { iconNames, loadIcon } = (await import(path.join(dist, 'index.js'))) as {
      iconNames: string[];
      loadIcon: (name: string) => Promise<string | undefined>;
    };
    expect(iconNames).toEqual(metadata.icons.map((icon) => icon.name));
    expect(await loadIcon('check')).toBe(markup('check'));
    expect(await loadIcon('no-such-icon')).toBeUndefined();
    expect(await loadIcon('__proto__')).toBeUndefined();
  });

  it('ships the upstream license and names it', () => {
    expect(metadata.upstream).toMatchObject({ name: 'lucide-static', license: 'ISC' });
    expect(fs.readFileSync(path.join(dist, 'LICENSE.lucide'), 'utf8')).toContain('ISC License');
  });

  it('catalogues every Skerry name once', () => {
    const names = Object.values(catalog).flatMap((entries) => entries.map((e) => e.name));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('unsafeParts', () => {
  it.each([
    ['<svg><script>alert(1)</script></svg>', 'a <script> element'],
    ['<svg onload="x()"></svg>', 'an event handler attribute'],
    ['<svg><foreignObject><div/></foreignObject></svg>', 'a <foreignObject>, which can embed HTML'],
    ['<svg><use href="https://x.org/a.svg#b"/></svg>', 'a reference (href) to another resource'],
    ['<svg><path fill="url(#g)"/></svg>', 'a url() reference'],
    ['<svg><style>path{}</style></svg>', 'a <style> element, which would leak into the page'],
    ['<svg><path id="p"/></svg>', 'an id, which could collide with the page or another icon'],
  ])('finds the problem in %s', (svg, reason) => {
    expect(unsafeParts(svg)).toContain(reason);
  });

  it('passes a clean icon', () => {
    expect(unsafeParts('<svg viewBox="0 0 24 24"><path d="M1 1h2"/></svg>')).toEqual([]);
  });
});

describe('normaliseIcon', () => {
  const svg = (attributes: string, body = '<path d="M1 1h22"/>') =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;

  it('drops size, classes and ids and keeps the stroke settings', () => {
    const out = normaliseIcon(
      svg(
        'class="lucide" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"',
        '<path id="a" d="M1 1h22"/>',
      ),
      'test',
    );
    expect(out).not.toMatch(/\s(?:width|height|class|id)=/);
    expect(out).toContain('stroke-linecap="round"');
  });

  it('refuses another grid and fixed colours', () => {
    expect(() => normaliseIcon(svg('viewBox="0 0 16 16"'), 'small')).toThrow(
      'small: expected viewBox="0 0 24 24"',
    );
    expect(() =>
      normaliseIcon(svg('viewBox="0 0 24 24"', '<path stroke="#ff0000" d="M1 1h22"/>'), 'red'),
    ).toThrow('red: a fixed colour instead of currentColor');
  });
});
