import { z } from 'zod';

/**
 * The frontmatter every content page may carry. Unknown keys are refused so that a typo
 * (`descripton:`) fails the build instead of silently dropping the field.
 */
export const frontmatterSchema = z
  .object({
    title: z.string().trim().min(1, 'must be a non-empty string'),
    /** Replaces "page title | site title" in the document title. */
    metaTitle: z.string().trim().min(1).optional(),
    description: z.string().trim().min(1, 'must be a non-empty string'),
    meta: z.array(z.object({ name: z.string().min(1), content: z.string() }).strict()).default([]),
    lang: z
      .string()
      .regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/, 'must be a BCP 47 language tag such as en-US')
      .optional(),
    canonicalUrl: z.url().optional(),
    home: z.boolean().default(false),
    toc: z.boolean().default(true),
    beta: z.boolean().default(false),
    /** Position among its siblings in the sidebar; pages without one follow, by title. */
    order: z.number().int().optional(),
    /** A shorter label for the sidebar, such as "API" for "Button API". */
    navTitle: z.string().trim().min(1).optional(),
  })
  .strict();

export type Frontmatter = z.output<typeof frontmatterSchema>;

export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: { field: string; message: string }[],
  ) {
    super(
      `Invalid frontmatter in ${file}:\n` +
        problems.map((p) => `  ${p.field}: ${p.message}`).join('\n'),
    );
    this.name = 'FrontmatterError';
  }
}

/** Validates raw frontmatter; the error names the file and every bad field. */
export function parseFrontmatter(file: string, raw: unknown): Frontmatter {
  if (raw === null || raw === undefined) {
    throw new FrontmatterError(file, [{ field: '(frontmatter)', message: 'is missing' }]);
  }
  const result = frontmatterSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new FrontmatterError(
    file,
    result.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.join('.') : '(frontmatter)',
      message:
        issue.code === 'unrecognized_keys'
          ? `unknown field(s) ${issue.keys.join(', ')}`
          : issue.message,
    })),
  );
}
