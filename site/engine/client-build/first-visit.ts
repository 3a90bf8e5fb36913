import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { exportedPaths } from '../../readers/component-modules.ts';
import { componentModule } from '../../readers/component-modules.ts';
import { readManifest } from '../../readers/manifest.ts';
import { siteDir } from '../../readers/paths.ts';

/**
 * The module a page runs after its first paint, before the app (docs/decisions/0015), built as
 * an entry of its own so that it shares nothing with the app but the small modules both import.
 */
const firstVisitModule = path.join(siteDir, 'app/first-visit/first-visit.ts');
const firstVisitName = 'first-visit';
const definitionsId = 'virtual:skerry/definitions';

/**
 * Every Skerry element's tag with the import that defines it, for the first visit to define a
 * demo's elements without the app: the same modules the demos import (app/docs/demo/demo.server.ts).
 */
export function definitionsModule(): string {
  const exported = exportedPaths();
  const manifest = readManifest();
  const entries: string[] = [];
  for (const module of manifest?.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      const tag = (declaration as { tagName?: string }).tagName;
      if (!tag) continue;
      const specifier = componentModule(tag, manifest);
      if (!exported.has(`.${specifier.slice('@skerry/components'.length)}`)) continue;
      entries.push(`  ${JSON.stringify(tag)}: () => import(${JSON.stringify(specifier)}),`);
    }
  }
  return `export default {\n${entries.sort().join('\n')}\n};\n`;
}

export function firstVisit(): Plugin {
  let isBuild = false;
  return {
    name: 'skerry:first-visit',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === definitionsId ? `\0${definitionsId}` : null;
    },
    load(id) {
      return id === `\0${definitionsId}` ? definitionsModule() : null;
    },
    buildStart() {
      if (!isBuild || this.environment.name !== 'client') return;
      this.emitFile({
        type: 'chunk',
        id: firstVisitModule,
        name: firstVisitName,
        preserveSignature: 'exports-only',
      });
    },
  };
}

/**
 * The address of the first-visit module in a built site, which the pages' bootstraps import;
 * a build without it, or with two, fails here rather than ship pages that never start.
 */
export function firstVisitUrl(distDir: string, base: string): string {
  const files = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => new RegExp(`^${firstVisitName}-[\\w-]+\\.js$`).test(file));
  if (files.length !== 1) {
    throw new Error(
      `First visit: expected one ${firstVisitName}-<hash>.js in ${path.join(distDir, 'assets')}, ` +
        `found ${files.length ? files.join(', ') : 'none'}.`,
    );
  }
  return `${base}assets/${files[0]}`;
}
