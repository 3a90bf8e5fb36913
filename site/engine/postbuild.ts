import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../app/config/define.ts';
import { pageAssets } from './page-assets.ts';
import { precompress } from './precompress.ts';
import { buildSearchIndex } from './search-index.ts';
import { writeServiceWorker } from './service-worker.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page that sends `/x.html` on to `/x/` on hosts that run no rules and readers without JS. */
export function redirectPage(target: string): string {
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Redirecting to ${href}</title>
<link rel="canonical" href="${href}"><meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}"></head>
<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>
`;
}

function listPageDirs(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (fs.existsSync(path.join(dir, entry.name, 'index.html'))) pages.push(childRel);
      walk(path.join(dir, entry.name), childRel);
    }
  };
  walk(root, '');
  return pages.sort();
}

function webManifest(config: SiteConfig): string {
  const icon = (file: string, size: number, purpose = 'any') => ({
    src: `${config.base}${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return JSON.stringify(
    {
      name: config.title,
      short_name: config.title.replace(/ Design System$/, '') || config.title,
      description: config.description,
      lang: config.lang,
      start_url: config.base,
      scope: config.base,
      display: 'standalone',
      theme_color: config.themeColor,
      background_color: '#ffffff',
      icons: [
        icon('icon-192.png', 192),
        icon('icon-512.png', 512),
        icon('icon-maskable-512.png', 512, 'maskable'),
      ],
    },
    null,
    2,
  );
}

/**
 * Turns React Router's client build into the deployable folder: `404.html` from the prerendered
 * not-found page, a redirect file for every page's `.html` form, the web manifest and a sitemap.
 */
export async function finishBuild(options: {
  clientDir: string;
  distDir: string;
  config: SiteConfig;
  notFoundPath: string;
}): Promise<void> {
  const { clientDir, distDir, config } = options;
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.cpSync(clientDir, distDir, { recursive: true });

  const notFoundDir = path.join(distDir, options.notFoundPath.replace(/^\//, ''));
  fs.renameSync(path.join(notFoundDir, 'index.html'), path.join(distDir, '404.html'));
  fs.rmSync(notFoundDir, { recursive: true, force: true });
  fs.rmSync(path.join(distDir, '__spa-fallback.html'), { force: true });

  const pages = listPageDirs(distDir);
  for (const page of pages) {
    fs.writeFileSync(path.join(distDir, `${page}.html`), redirectPage(`${config.base}${page}/`));
  }
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), webManifest(config));

  if (config.productionUrl) {
    const urls = ['', ...pages.map((p) => `${p}/`)].map(
      (p) =>
        `  <url><loc>${escapeHtml(new URL(`${config.base}${p}`, config.productionUrl).href)}</loc></url>`,
    );
    fs.writeFileSync(
      path.join(distDir, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  }
  const sitemapLine = config.productionUrl
    ? `Sitemap: ${new URL(`${config.base}sitemap.xml`, config.productionUrl).href}\n`
    : '';
  fs.writeFileSync(path.join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n${sitemapLine}`);

  await writeServiceWorker({ distDir, base: config.base, killSwitch: config.offline.killSwitch });

  const { pages: indexed } = await buildSearchIndex(distDir, config.lang);
  if (indexed < pages.length) {
    throw new Error(
      `The search index holds ${indexed} pages of ${pages.length + 1}: a page lost its content.`,
    );
  }
  // The not-found page loads what every page loads and nothing else: the shell.
  const shell = pageAssets(fs.readFileSync(path.join(distDir, '404.html'), 'utf8'))
    .filter((url) => url.startsWith(config.base))
    .map((url) => path.join(...url.slice(config.base.length).split('/')));
  await precompress(distDir, { shell: new Set(shell) });
}
