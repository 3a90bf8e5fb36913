import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = path.join(import.meta.dirname, '..');
const root = fs.readFileSync(path.join(appDir, 'root.tsx'), 'utf8');

/** The files under app/ outside `docs/`, whose stylesheets have a test of their own. */
function siteFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(appDir, 'docs') ? [] : siteFiles(file);
    return [file];
  });
}

const relative = (file: string) => path.relative(appDir, file).split(path.sep).join('/');

describe("the site's own styles", () => {
  it('are all imported by the root', () => {
    const sheets = siteFiles(appDir).filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets.map(relative).filter((name) => !root.includes(`'./${name}'`))).toEqual([]);
  });

  it('are not imported by the code beside them', () => {
    const importing = siteFiles(appDir).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        file !== path.join(appDir, 'root.tsx') &&
        /^import\s+['"]\.{1,2}\/[^'"]+\.css['"]/m.test(fs.readFileSync(file, 'utf8')),
    );
    expect(importing.map(relative)).toEqual([]);
  });
});

describe("the site's stylesheets, its own and the documentation elements'", () => {
  /*
   * A `:has()` with nothing before it is tested on every element: Chromium then restyles the
   * whole document at each change a `:has()` rule watches (issue 34, Lighthouse's blocking time).
   */
  it('give every :has() a subject of its own', () => {
    const sheets = fs
      .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(1);
    const bare = sheets.flatMap((name) => {
      const css = fs.readFileSync(path.join(appDir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      return [...css.matchAll(/(?:^|[\s>+~,])(:has\()/gm)].map(
        (match) =>
          `${name.split(path.sep).join('/')}: ${css.slice(match.index, match.index + 40).trim()}`,
      );
    });
    expect(bare).toEqual([]);
  });
});
