import { type ReactNode, createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';
import { iconCategories, icons } from './icon-data.ts';
import { IconDetail } from './icon-detail.tsx';
import { IconExplorer } from './icon-explorer.tsx';
import { IconSearch } from './icon-search.tsx';
import { IconSet } from './icon-set.tsx';
import { IconPreviewSettings } from './icon-settings.tsx';

const render = (node: ReactNode) => renderToStaticMarkup(h(MemoryRouter, null, node));
const iconsIn = (html: string) => [...html.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);

describe('<Icon>', () => {
  it('is decorative unless a label says what it means', () => {
    expect(render(h(Icon, { name: 'download' }))).toContain('aria-hidden="true"');
    const labelled = render(h(Icon, { name: 'warning', label: 'Warning', size: 'large' }));
    expect(labelled).toContain('role="img"');
    expect(labelled).toContain('aria-label="Warning"');
    expect(labelled).not.toContain('aria-hidden');
    expect(labelled).toContain('var(--sk-size-icon-lg)');
    expect(labelled).toContain('#sk-icon-warning');
  });

  it('stops the build on an unknown name, a size that is not a token, or an empty label', () => {
    expect(() => render(h(Icon, { name: 'nope' }))).toThrow(
      '<Icon>: there is no icon named "nope"',
    );
    expect(() => render(h(Icon, { name: 'x', size: 'huge' as 'small' }))).toThrow(
      '<Icon>: size "huge" is not one of small, medium, large, x-large.',
    );
    expect(() => render(h(Icon, { name: 'x', label: ' ' }))).toThrow('<Icon>: label must say');
  });
});

describe('<IconSet>', () => {
  it('shows the icons named, in that order, or one category', () => {
    expect(iconsIn(render(h(IconSet, { names: 'warning, info  x' })))).toEqual([
      'warning',
      'info',
      'x',
    ]);
    const files = iconsIn(render(h(IconSet, { category: 'files' })));
    expect(files.length).toBeGreaterThan(5);
    expect(files).toEqual(icons.filter((i) => i.category === 'files').map((i) => i.name));
  });

  it('on its own, shows every icon', () => {
    expect(iconsIn(render(h(IconSet)))).toHaveLength(icons.length);
  });

  it('stops the build on an unknown name or category, or both given', () => {
    expect(() => render(h(IconSet, { names: 'info nope' }))).toThrow(
      '<IconSet>: there is no icon named "nope"',
    );
    expect(() => render(h(IconSet, { category: 'toys' }))).toThrow(
      '<IconSet>: category "toys" is not one of',
    );
    expect(() => render(h(IconSet, { names: 'x', category: 'files' }))).toThrow(
      '<IconSet>: takes names or a category, not both.',
    );
  });
});

describe('<IconDetail>', () => {
  it('shows one named icon with its snippets, without a Close button', () => {
    const html = render(h(IconDetail, { name: 'download' }));
    expect(html).toMatch(/<h3 id="[^"]+">download<\/h3>/);
    expect(html).toContain('&lt;sk-icon name=&quot;download&quot;&gt;');
    expect(html).not.toContain('Close');
  });

  it('stops the build without a name outside an explorer, or with an unknown one', () => {
    expect(() => render(h(IconDetail))).toThrow('<IconDetail>: needs name="…"');
    expect(() => render(h(IconDetail, { name: 'nope' }))).toThrow(
      '<IconDetail>: there is no icon named "nope"',
    );
  });
});

describe('<IconExplorer>', () => {
  it('lays out search, preview settings and every icon by default', () => {
    const html = render(h(IconExplorer));
    expect(html).toContain('type="search"');
    expect(html).toContain('<legend>Preview</legend>');
    expect(iconsIn(html)).toHaveLength(icons.length);
  });

  it('lays out only the views placed inside it, which share its state', () => {
    const html = render(h(IconExplorer, { category: 'media' }, h(IconSearch), h(IconSet)));
    expect(html).toContain('type="search"');
    expect(html).not.toContain('<legend>Preview</legend>');
    // The set lists every icon and hides those outside the explorer's category.
    const shown = [...html.matchAll(/<li>\s*<button[^>]*data-icon="([^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(icons.filter((i) => i.category === 'media').map((i) => i.name));
    expect(html).toContain(`<option value="media" selected="">${iconCategories.media}</option>`);
  });

  it('stops the build on an unknown category', () => {
    expect(() => render(h(IconExplorer, { category: 'toys' }))).toThrow(
      '<IconExplorer>: category "toys" is not one of',
    );
  });

  it('is required around the search and the preview settings', () => {
    expect(() => render(h(IconSearch))).toThrow(
      '<IconSearch>: works on the icons of an <IconExplorer>',
    );
    expect(() => render(h(IconPreviewSettings))).toThrow(
      '<IconPreviewSettings>: works on the icons of an <IconExplorer>',
    );
  });
});
