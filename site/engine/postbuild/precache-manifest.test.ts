import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precacheManifest } from './precache-manifest.ts';

let dist: string;
const write = (file: string, content: string | Buffer = 'x') => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
};

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-precache-'));
});
afterEach(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the precache list', () => {
  it('lists the hashed assets without a revision, under the base', () => {
    for (const file of [
      'assets/root-AbC123.js',
      'assets/root-AbC123.css',
      'assets/fonts/inter-Xy12.woff2',
      'assets/sections/619b5c43/home.json',
    ]) {
      write(file);
    }
    expect(precacheManifest(dist, '/docs/')).toEqual([
      { url: '/docs/assets/fonts/inter-Xy12.woff2', revision: null },
      { url: '/docs/assets/root-AbC123.css', revision: null },
      { url: '/docs/assets/root-AbC123.js', revision: null },
      { url: '/docs/assets/sections/619b5c43/home.json', revision: null },
    ]);
  });

  it("gives the shell's unhashed files the MD5 of their content as revision", () => {
    write('404.html', '<!doctype html><title>Not found</title>');
    write('favicon.svg', '<svg/>');
    write('manifest.webmanifest', '{}');
    const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
    expect(precacheManifest(dist, '/')).toEqual([
      { url: '/404.html', revision: md5('<!doctype html><title>Not found</title>') },
      { url: '/favicon.svg', revision: md5('<svg/>') },
      { url: '/manifest.webmanifest', revision: md5('{}') },
    ]);
  });

  it('leaves out the one-icon modules, the pages, compressed twins, other kinds and dotfiles', () => {
    for (const file of [
      'assets/icons/download-Bx1c2d.js',
      'assets/root-AbC123.js.br',
      'assets/root-AbC123.js.gz',
      'assets/social/home.png',
      'assets/.hidden.js',
      'assets/.vite/manifest.json',
      'index.html',
      'button/index.html',
      'sw.js',
      'storybook/assets/iframe-XyZ789.js',
    ]) {
      write(file);
    }
    expect(precacheManifest(dist, '/')).toEqual([]);
  });

  it('fails on a file larger than the precache takes, naming it', () => {
    write('assets/huge-Ab12.js', Buffer.alloc(4 * 1024 * 1024 + 1));
    expect(() => precacheManifest(dist, '/')).toThrow(/assets\/huge-Ab12\.js is 4194305 bytes/);
  });
});
