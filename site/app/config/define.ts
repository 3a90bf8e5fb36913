import { z } from 'zod';
import { type AnalyticsConfig, validateAnalyticsConfig } from '../analytics/config.ts';
import { docSearchSchema } from '../search/docsearch-config.ts';
import { applyConfigOverrides } from './overrides.ts';

/**
 * A sidebar link out of the app: to another site, or to a part of this site the app does not
 * render, written as a path below the base (`/storybook/`, the workbench the build adds).
 */
const externalLink = z.object({
  title: z.string().min(1),
  href: z.union([
    z.url(),
    z
      .string()
      .regex(/^\/(?:[a-z0-9-]+\/)+$/, 'a URL, or a path below the base such as /storybook/'),
  ]),
});

const sidebarGroup = z.union([
  z.object({
    title: z.string().min(1),
    dir: z.string().regex(/^[a-z0-9-]+$/, 'a top-level content folder name'),
    links: z.array(externalLink).default([]),
  }),
  externalLink,
]);

export const siteConfigSchema = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'a hex colour such as #0065ab'),
  lang: z.string().default('en-US'),
  /** The path the site is served under; always starts and ends with a slash. */
  base: z
    .string()
    .regex(/^\/(?:[^/]+\/)*$/, 'a path that starts and ends with "/"')
    .default('/'),
  /** Canonical links and Open Graph URLs are built on this origin. */
  productionUrl: z.url().optional(),
  repository: z
    .object({ url: z.url(), branch: z.string().default('main'), contentDir: z.string() })
    .optional(),
  sidebar: z.object({ groups: z.array(sidebarGroup) }),
  externalLinkLabel: z.string().default('(opens new window)'),
  search: z
    .object({
      /** The search box the `/` and Ctrl/Cmd+K shortcuts focus. */
      inputSelector: z.string().min(1).default('#site-search'),
      /**
       * Words readers type for what the docs call otherwise: each key also searches its values
       * ("dropdown" finds the select pages).
       */
      synonyms: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).default({}),
      /** The hosted search (Algolia DocSearch) instead of the embedded index, when configured. */
      docsearch: docSearchSchema.optional(),
    })
    .prefault({}),
  /**
   * Analytics and error reporting: each tracker is off unless its section is here (see
   * app/analytics/config.ts for the fields). A wrong field fails the build rather than silently
   * turning a tracker off.
   */
  analytics: z
    .custom<AnalyticsConfig>()
    .optional()
    .superRefine((value, ctx) => {
      for (const message of validateAnalyticsConfig(value))
        ctx.addIssue({ code: 'custom', message });
    }),
  offline: z
    .object({
      /** Registers the offline service worker. */
      enabled: z.boolean().default(true),
      /** Deploys a worker that unregisters itself and clears its caches, to retire a bad one. */
      killSwitch: z.boolean().default(false),
    })
    .prefault({}),
  /** A published Storybook, for StorybookEmbed frames; none by default. */
  storybook: z
    .object({ url: z.url().refine((u) => u.endsWith('/'), 'a URL ending with "/"') })
    .optional(),
  /** Turns off the engine's scroll handling on navigation (the browser's own behaviour remains). */
  disableScrollBehavior: z.boolean().default(false),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type SidebarGroupConfig = SiteConfig['sidebar']['groups'][number];

/**
 * Validates the site configuration once, when it is first imported, and names the bad field.
 * `SKERRY_SITE_CONFIG_JSON` in the environment is merged over it first (see overrides.ts).
 */
export function defineSiteConfig(input: SiteConfigInput): SiteConfig {
  const result = siteConfigSchema.safeParse(applyConfigOverrides(input, process.env));
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`site.config.ts is invalid:\n${issues}`);
  }
  return result.data;
}
