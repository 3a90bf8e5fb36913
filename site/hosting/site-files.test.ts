import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteFiles, listedSiteFiles } from './site-files.ts';
import { type Fixture, createFixture } from './test-site.ts';

let fixture: Fixture;

beforeAll(() => {
  fixture = createFixture();
});
afterAll(() => fixture.remove());

describe('listedSiteFiles', () => {
  it('answers every path as the lookups on the disk do, symbolic links and escapes included', () => {
    const live = createSiteFiles(fixture.root);
    const listed = listedSiteFiles(fixture.root);
    const everything = fs
      .readdirSync(fixture.root, { recursive: true, encoding: 'utf8' })
      .map((relative) => relative.split(path.sep).join('/'));
    const tricky = [
      '',
      'a',
      'a/',
      'a/b',
      'a/b/',
      'a/../index.html',
      './index.html',
      '../secret.txt',
      '../dist-evil/secret.txt',
      'linkdir/index.html',
      'linkdir/secret.txt',
      'a/b/index.html/x',
      'missing.html',
    ];
    for (const relative of [...everything, ...tricky]) {
      expect(listed.file(relative), relative).toBe(live.file(relative));
    }
    expect(listed.root).toBe(live.root);
    // What the walk lists: every file and symbolic link, no folder.
    const notFolders = everything.filter(
      (relative) => !fs.lstatSync(path.join(fixture.root, relative)).isDirectory(),
    );
    expect([...listed.listed].sort()).toEqual(notFolders.sort());
    expect(listed.listed).toContain('linkdir');
    expect(listed.listed).toContain('a/b/index.html');
    // What the lookups themselves decide, so that agreeing with them means something.
    expect(listed.file('a/b/index.html')).toBe(path.join(live.root, 'a/b/index.html'));
    expect(listed.file('inner-link.txt')).toBe(path.join(live.root, 'robots.txt'));
    for (const escape of ['link.txt', 'sibling.txt', 'linkdir/secret.txt', '../secret.txt']) {
      expect(listed.file(escape), escape).toBeNull();
    }
  });

  it('answers from the one walk: a file written after it is not known', () => {
    const listed = listedSiteFiles(fixture.root);
    fixture.write('dist/later.html', '<p>Later</p>');
    expect(createSiteFiles(fixture.root).file('later.html')).not.toBeNull();
    expect(listed.file('later.html')).toBeNull();
  });
});
