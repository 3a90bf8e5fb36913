/**
 * Renders the PNG icons from public/favicon.svg with Chromium, so that every size comes from the
 * one drawing. The maskable icon pads the mark into the safe zone on the brand colour.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { findChromium } from '@skerry/testing-tools/chromium';
import { siteDir } from '../readers/paths.ts';
import config from '../site.config.ts';

const publicDir = path.join(siteDir, 'public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'favicon-32.png', size: 32, padding: 0 },
  { file: 'apple-touch-icon.png', size: 180, padding: 0 },
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.1 },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = Math.round(icon.size * icon.padding);
    await page.setContent(
      `<body style="margin:0;background:${icon.padding ? config.themeColor : 'transparent'}">` +
        `<img src="${dataUrl}" style="display:block;margin:${inset}px;width:${icon.size - 2 * inset}px;height:${icon.size - 2 * inset}px"></body>`,
    );
    await page.screenshot({ path: path.join(publicDir, icon.file), omitBackground: !icon.padding });
    await page.close();
    console.log(`wrote ${icon.file}`);
  }
} finally {
  await browser.close();
}
