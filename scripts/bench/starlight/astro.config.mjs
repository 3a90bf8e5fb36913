// Starlight as a team starts it: the sidebar generated from the corpus's folders, Pagefind search
// on (Starlight's default). Images pass through, so the build never loads sharp, the native
// module of Astro's default image service; the corpus has no images, so the work is the same.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import starlight from '@astrojs/starlight';
import { defineConfig, passthroughImageService } from 'astro/config';

const docs = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'content', 'docs');
if (!fs.existsSync(docs)) {
  throw new Error(`No corpus in ${docs}: the bench writes it (scripts/bench/corpus.ts)`);
}
const folders = fs
  .readdirSync(docs, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export default defineConfig({
  // A site address, as a deployed site has: Starlight's sitemap is written only with one.
  site: 'https://example.com',
  image: { service: passthroughImageService() },
  integrations: [
    starlight({
      title: 'Benchmark corpus',
      sidebar: folders.map((folder) => ({
        label: folder[0].toUpperCase() + folder.slice(1),
        items: [{ autogenerate: { directory: folder } }],
      })),
    }),
  ],
});
