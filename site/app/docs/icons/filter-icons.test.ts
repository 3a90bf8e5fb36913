import { describe, expect, it } from 'vitest';
import { filterIcons, queryWords } from './filter-icons.ts';

const icons = [
  { name: 'arrow-up', category: 'navigation', keywords: ['direction', 'north'] },
  { name: 'trash', category: 'actions', keywords: ['delete', 'remove', 'garbage'] },
  { name: 'delete', category: 'actions', keywords: ['remove', 'bin'] },
  { name: 'user-plus', category: 'people', keywords: ['add', 'new user'] },
  { name: 'plus', category: 'actions', keywords: ['add', 'new'] },
];

describe('filterIcons', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterIcons(icons, '   ')).toHaveLength(5);
  });

  it('matches names and keywords, every word, any case', () => {
    expect(filterIcons(icons, 'REMOVE').map((i) => i.name)).toEqual(['trash', 'delete']);
    expect(filterIcons(icons, 'add user').map((i) => i.name)).toEqual(['user-plus']);
    expect(filterIcons(icons, 'north').map((i) => i.name)).toEqual(['arrow-up']);
  });

  it('keeps the order of the set', () => {
    expect(filterIcons(icons, 'del').map((i) => i.name)).toEqual(['trash', 'delete']);
    expect(filterIcons(icons, 'plus').map((i) => i.name)).toEqual(['user-plus', 'plus']);
  });

  it('narrows to a category', () => {
    expect(filterIcons(icons, 'add', 'actions').map((i) => i.name)).toEqual(['plus']);
    expect(filterIcons(icons, '', 'people').map((i) => i.name)).toEqual(['user-plus']);
  });

  it('treats regex and HTML characters as plain separators', () => {
    expect(filterIcons(icons, '.*<script>')).toEqual([]);
    expect(queryWords('(arrow)+[up]')).toEqual(['arrow', 'up']);
  });
});
