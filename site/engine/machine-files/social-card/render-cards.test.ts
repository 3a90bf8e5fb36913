import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { socialImageFile } from '../../../app/head/social-image.ts';
import { siteDir } from '../../../readers/paths.ts';
import { placeSocialCards, drawSocialCards } from './render-cards.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-cards-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cards = [
  { title: 'Button', section: 'Components', site: 'Skerry', color: '#0065ab' },
  { title: 'Color', section: 'Foundation', site: 'Skerry', color: '#0065ab' },
  { title: 'Button', section: 'Components', site: 'Skerry', color: '#0065ab' },
];

describe('drawSocialCards', () => {
  const cacheDir = path.join(dir, 'cache');
  const options = {
    cards,
    cacheDir,
    logoFile: path.join(siteDir, 'public/favicon.svg'),
    parallel: 2,
  };
  const files = [...new Set(cards.map(socialImageFile))];

  it('draws each distinct card once as a 1200×630 PNG, copied where its name says', async () => {
    const stats = await drawSocialCards(options);
    expect(stats).toMatchObject({ images: 2, rendered: 2 });
    placeSocialCards(files, cacheDir, path.join(dir, 'first'));
    const png = fs.readFileSync(path.join(dir, 'first', socialImageFile(cards[0]!)));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('takes unchanged cards from the cache instead of drawing them again', async () => {
    const stats = await drawSocialCards(options);
    expect(stats).toMatchObject({ images: 2, rendered: 0 });
    placeSocialCards(files, cacheDir, path.join(dir, 'second'));
    const file = socialImageFile(cards[1]!);
    expect(fs.readFileSync(path.join(dir, 'second', file))).toEqual(
      fs.readFileSync(path.join(dir, 'first', file)),
    );
  });

  it('links each card into the site rather than copying it, on one file system', () => {
    const file = socialImageFile(cards[0]!);
    const cached = fs.statSync(path.join(cacheDir, path.basename(file)));
    const placed = fs.statSync(path.join(dir, 'first', file));
    expect(placed.ino).toBe(cached.ino);
    // Both builds' sites and the cache name the one file.
    expect(cached.nlink).toBe(3);
  });
});
