import { describe, expect, it } from 'vitest';
import type { NavPage } from '../content/page.ts';
import { sectionLinks } from './section-links.ts';

const page = (path: string): NavPage => ({ path, title: path, beta: false });

describe('sectionLinks', () => {
  it('lists the sidebar groups that have a page, in sidebar order, under their sidebar names', () => {
    const groups = [
      { title: 'Get Started', dir: 'get-started', links: [] },
      { title: 'Storybook', href: 'https://storybook.example/' },
      { title: 'Components', dir: 'core-components', links: [] },
      { title: 'Drafts', dir: 'drafts', links: [] },
    ];
    const pages = [page('/'), page('/core-components/'), page('/get-started/'), page('/drafts/x/')];
    expect(sectionLinks(groups, pages)).toEqual([
      { title: 'Get Started', path: '/get-started/' },
      { title: 'Components', path: '/core-components/' },
    ]);
  });
});
