import { describe, expect, it } from 'vitest';
import type { NavPage } from '../content/page.ts';
import {
  jsonForScript,
  nearMissSections,
  pagesOfSection,
  sectionFileName,
  sectionDirOf,
} from './nav-sections.ts';

const page = (path: string): NavPage => ({ path, title: path, beta: false });

describe('navigation sections', () => {
  it('puts a page in the section of its first segment, the home page in ""', () => {
    expect(sectionDirOf('/core-components/button/api/')).toBe('core-components');
    expect(sectionDirOf('/releases/')).toBe('releases');
    expect(sectionDirOf('/')).toBe('');
    const pages = [page('/'), page('/a/'), page('/a/b/'), page('/ab/')];
    expect(pagesOfSection(pages, 'a').map((p) => p.path)).toEqual(['/a/', '/a/b/']);
    expect(pagesOfSection(pages, '').map((p) => p.path)).toEqual(['/']);
  });

  it('names each section a file of its own, home apart from any folder', () => {
    expect(sectionFileName('')).toBe('home.json');
    expect(sectionFileName('home')).toBe('s-home.json');
  });

  it('finds the sections a mistyped address may mean, whatever its case or .html ending', () => {
    const dirs = ['', 'core-components', 'foundation'];
    expect(nearMissSections('/Core-Components/Button/', dirs)).toEqual(['core-components']);
    expect(nearMissSections('/core-components.html', dirs)).toEqual(['core-components']);
    expect(nearMissSections('/FOUNDATION/index.html', dirs)).toEqual(['foundation']);
    expect(nearMissSections('/nowhere/', dirs)).toEqual([]);
    expect(nearMissSections('/%E0%A4%A/', dirs)).toEqual([]);
  });

  it('serialises data that cannot end the script element it is in', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
