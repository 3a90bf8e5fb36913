import { describe, expect, it } from 'vitest';
import {
  sectionOf,
  socialCardOf,
  socialCardVersion,
  socialImageAlt,
  socialImageFile,
  socialImageUrl,
} from './social-image.ts';

const site = {
  title: 'Skerry Design System',
  themeColor: '#0065AB',
  base: '/',
  productionUrl: 'https://skerry.design',
  sidebar: {
    groups: [
      { title: 'Components', dir: 'core-components', links: [] },
      { title: 'Storybook', href: 'https://storybook.skerry.design/' },
    ],
  },
};

describe('social cards', () => {
  it('take the section from the sidebar group of the page’s folder', () => {
    expect(sectionOf('/core-components/button/api/', site)).toBe('Components');
    expect(sectionOf('/', site)).toBe('');
    expect(sectionOf('/elsewhere/', site)).toBe('');
    expect(
      socialCardOf({ title: 'Button API', regularPath: '/core-components/button/api/' }, site),
    ).toEqual({
      title: 'Button API',
      section: 'Components',
      site: 'Skerry Design System',
      color: '#0065ab',
    });
  });

  it('name the image by a readable slug and a hash of the card and the design version', () => {
    const card = { title: 'Button API', section: 'Components', site: 'Skerry', color: '#0065ab' };
    const file = socialImageFile(card);
    expect(file).toMatch(/^assets\/og\/button-api-[0-9a-f]{8}\.png$/);
    expect(socialImageFile({ ...card })).toBe(file);
    expect(socialImageFile({ ...card, section: 'Foundation' })).not.toBe(file);
    expect(socialImageFile({ ...card, title: 'Button APIs' })).not.toBe(file);
    expect(socialImageFile({ ...card, site: 'Other' })).not.toBe(file);
    expect(socialImageFile({ ...card, color: '#000000' })).not.toBe(file);
    expect(socialCardVersion).toBeGreaterThan(0);
  });

  it('keep a name for titles without Latin letters', () => {
    expect(socialImageFile({ title: 'Ääni', section: '', site: '', color: '' })).toMatch(
      /^assets\/og\/aani-/,
    );
    expect(socialImageFile({ title: '按钮', section: '', site: '', color: '' })).toMatch(
      /^assets\/og\/[0-9a-f]{8}\.png$/,
    );
  });

  it('give an absolute URL on the production host, under the base', () => {
    const card = { title: 'Button', section: 'Components', site: 'Skerry', color: '#0065ab' };
    expect(socialImageUrl(card, site)).toBe(`https://skerry.design/${socialImageFile(card)}`);
    expect(socialImageUrl(card, { ...site, base: '/docs/' })).toBe(
      `https://skerry.design/docs/${socialImageFile(card)}`,
    );
    expect(socialImageUrl(card, { ...site, productionUrl: null })).toBeNull();
  });

  it('describe what the card shows, without saying the site twice', () => {
    expect(
      socialImageAlt({ title: 'Button', section: 'Components', site: site.title, color: '' }),
    ).toBe('Button · Components · Skerry Design System');
    expect(socialImageAlt({ title: site.title, section: '', site: site.title, color: '' })).toBe(
      'Skerry Design System',
    );
  });
});
