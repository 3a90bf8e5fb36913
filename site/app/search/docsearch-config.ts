import { z } from 'zod';

/**
 * Algolia DocSearch, the hosted alternative to the embedded index. All three fields are needed:
 * a section with one missing fails the build, naming the field, instead of shipping a search
 * box that cannot work. The key must be the search-only key, which is public by design; the
 * admin key never belongs in a site's configuration.
 */
export const docSearchSchema = z.object({
  appId: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'an Algolia application id: ten capital letters and digits'),
  apiKey: z
    .string()
    .regex(/^[a-f0-9]{32}$/, 'the search-only API key: 32 lowercase hexadecimal characters'),
  indexName: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'an index name: letters, digits, "_", "." or "-"'),
});

export type DocSearchConfig = z.output<typeof docSearchSchema>;
