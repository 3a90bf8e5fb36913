import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../readers/manifest.ts';
import { definitionsModule, firstVisitUrl } from './first-visit.ts';

describe('definitionsModule', () => {
  const source = definitionsModule();
  const entries = new Map(
    [...source.matchAll(/"([a-z0-9-]+)": \(\) => import\("([^"]+)"\)/g)].map((m) => [m[1], m[2]]),
  );

  it('defines every element of the manifest, from the module its demos import', () => {
    const tags = (readManifest()?.modules ?? []).flatMap((module) =>
      (module.declarations ?? []).flatMap((d) => {
        const tag = (d as { tagName?: string }).tagName;
        return tag ? [tag] : [];
      }),
    );
    expect(tags.length).toBeGreaterThan(25);
    expect([...entries.keys()].sort()).toEqual([...new Set(tags)].sort());
    expect(entries.get('sk-button')).toBe('@skerry/components/button.js');
    // Defined with its radios, by the module that holds its class.
    expect(entries.get('sk-radio-group')).toBe('@skerry/components/radio.js');
  });
});

describe('firstVisitUrl', () => {
  const dist = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-visit-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    return dir;
  };

  it('is the built module under the base', () => {
    const dir = dist();
    fs.writeFileSync(path.join(dir, 'assets', 'first-visit-Ab3_x.js'), '');
    fs.writeFileSync(path.join(dir, 'assets', 'first-visit-Ab3_x.js.gz'), '');
    expect(firstVisitUrl(dir, '/docs/')).toBe('/docs/assets/first-visit-Ab3_x.js');
  });

  it('fails the build, naming the folder, when there is none or more than one', () => {
    const dir = dist();
    expect(() => firstVisitUrl(dir, '/')).toThrow(/expected one first-visit-<hash>\.js .* none/);
    fs.writeFileSync(path.join(dir, 'assets', 'first-visit-a.js'), '');
    fs.writeFileSync(path.join(dir, 'assets', 'first-visit-b.js'), '');
    expect(() => firstVisitUrl(dir, '/')).toThrow('first-visit-a.js, first-visit-b.js');
  });
});
