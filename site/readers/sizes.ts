import fs from 'node:fs';
import path from 'node:path';
import type { SizesFile } from '@skerry/components';
import { fileStamp } from './file-stamp.ts';
import { packageDir } from './manifest.ts';

let parsed: { file: string; stamp: string; sizes: SizesFile } | undefined;

/**
 * The components' measured sizes: `dist/sizes.json` of `@skerry/components`, which its build
 * writes. A missing file is a build-order mistake, named.
 */
export function readSizes(dir: string = packageDir): SizesFile {
  const file = path.join(dir, 'dist/sizes.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: build @skerry/components first (npm run build -w @skerry/components)`,
    );
  }
  const stamp = fileStamp(file);
  if (parsed?.file === file && parsed.stamp === stamp) return parsed.sizes;
  const sizes = JSON.parse(fs.readFileSync(file, 'utf8')) as SizesFile;
  parsed = { file, stamp, sizes };
  return sizes;
}
