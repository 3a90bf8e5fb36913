/**
 * Each subject's bench page, bundled as an application's production build would bundle it: its
 * library's modules and stylesheet, then the harness, in one script (no chunk is left to load
 * during a sample), so that module loading is never measured.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Plugin, build } from 'vite';
import { type Subject, peersDir } from './libraries.ts';

/**
 * The generated entries sit in the work folder, outside this one: their bare imports are
 * resolved as if written here, from this folder's `node_modules`.
 */
function resolveFromPeers(entries: Set<string>): Plugin {
  return {
    name: 'bench-peers-resolve',
    async resolveId(source, importer, options) {
      if (
        !importer ||
        !entries.has(importer) ||
        source.startsWith('.') ||
        path.isAbsolute(source)
      ) {
        return null;
      }
      return this.resolve(source, path.join(peersDir, 'package.json'), {
        ...options,
        skipSelf: true,
      });
    },
  };
}

/** Writes and bundles `subject`'s page into `outDir/<key>/`, served at `/<key>/`. */
export async function bundlePage(subject: Subject, workDir: string, outDir: string): Promise<void> {
  const srcDir = path.join(workDir, subject.key);
  fs.rmSync(srcDir, { recursive: true, force: true });
  fs.mkdirSync(srcDir, { recursive: true });
  const entry = path.join(srcDir, 'entry.js');
  fs.writeFileSync(
    entry,
    [
      ...subject.imports.map((module) => `import ${JSON.stringify(module)};`),
      subject.setup ?? '',
      `import ${JSON.stringify(path.join(peersDir, 'harness.ts'))};`,
      'window.__benchReady = true;',
      '',
    ].join('\n'),
  );
  const [before, after] = subject.around ?? ['', ''];
  fs.writeFileSync(
    path.join(srcDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${subject.key}</title>` +
      `</head><body>${before}<div id="bench"></div>${after}` +
      '<script type="module" src="./entry.js"></script></body></html>',
  );
  await build({
    configFile: false,
    root: srcDir,
    base: `/${subject.key}/`,
    logLevel: 'silent',
    plugins: [resolveFromPeers(new Set([entry]))],
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      'import.meta.env.DEV': 'false',
    },
    build: {
      outDir: path.join(outDir, subject.key),
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: path.join(srcDir, 'index.html'),
        output: { codeSplitting: false },
      },
    },
  });
}
