import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteError } from 'react-router';
import config from 'virtual:skerry/config';
import { useAnalytics } from './analytics/use-analytics.ts';
import { useStartup } from './use-startup.ts';
import { useCurrentPage } from './content/use-page.ts';
import { UpdatePrompt } from './offline/update-prompt.tsx';
import '@skerry/tokens/tokens.css';
import '@skerry/tokens/fonts.css';
import interFont from '@skerry/tokens/fonts/inter-latin-wght-normal.woff2?url';
import './styles/site.css';
// The site's parts, styled beside the code that renders them, in the order their rules had.
import './navigation/progress-bar.css';
import './layout/header.css';
import './layout/section-links.css';
import './layout/sidebar.css';
import './islands/island.css';
import './components/external-link.css';
import './layout/table-of-contents.css';
import './layout/page-footer.css';
import './chunks/chunk-error.css';
import './components/header-panel.css';
import './search/search-box.css';
import './offline/update-prompt.css';
import './theme/theme-switcher.css';
import './search/hosted-search.css';
// Generated from each component's :host rules (engine/client-build/components-undefined.ts), then refined.
import 'virtual:skerry/components-undefined.css';
import './styles/components-undefined.css';
/*
 * The documentation elements' styles load with the site's, not with the pages that use them: a
 * page's own stylesheet link would be missing from the prerendered 404 page that a mistyped
 * address (`/Core-Components/Button/`) is first served, and that difference breaks hydration.
 */
// Once part of site.css, in their order there: of two rules that tie, the later wins (a Markdown
// table keeps its width in its scroll region; the theme preview's chips are smaller swatches).
import './docs/badge/badge.css';
import './docs/color-swatches/color-swatches.css';
import './docs/column/column.css';
import './docs/inset/inset.css';
import './docs/indent/indent.css';
import './docs/do-dont/do-dont.css';
import './docs/shared/figure.css';
import './docs/scroll-region/scroll-region.css';
import './docs/markdown/markdown.css';
import './docs/token-table/token-table.css';
import './docs/typography-table/typography-table.css';
import './docs/diagram/diagram.css';
import './docs/theme-preview/theme-preview.css';
import './docs/theme-builder/theme-builder.css';
import './docs/tabs/tabs.css';
import './docs/preview-warning/preview-warning.css';
import './docs/storybook-embed/storybook-embed.css';
import './docs/code/code.css';
import './docs/icons/icons.css';
import './docs/shared/field.css';
import './docs/alert-docs/alert-docs.css';
import './docs/anatomy/anatomy.css';
import './docs/api-table/api-table.css';
import './docs/components-comparison/components-comparison.css';
import './docs/demo/demo-form.css';
import './docs/demo/demo.css';
import './docs/item-overview/item-overview.css';
import './docs/localization-strings/localization-strings.css';
import './docs/pinbox/pinbox.css';
import './docs/release/release.css';
import './docs/render-cost/render-cost.css';
import './docs/system-counts/system-counts.css';
import { defaultTheme, themeBootScript } from './theme/theme.ts';
import { layoutIds } from './components/layout-ids.ts';
import { canonicalAddressScript } from './navigation/canonical-address.ts';

const asset = (file: string) => `${config.base}${file}`;

export function Layout({ children }: { children: ReactNode }) {
  const page = useCurrentPage();
  return (
    // The boot script sets the stored theme on <html> before hydration; React must not undo it.
    <html
      lang={page?.frontmatter.lang ?? config.lang}
      dir="ltr"
      data-sk-theme={defaultTheme}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: canonicalAddressScript }} />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={config.themeColor} />
        <meta name="generator" content={`${config.generator.name} ${config.generator.version}`} />
        <link rel="icon" href={asset('favicon.svg')} type="image/svg+xml" />
        <link rel="icon" href={asset('favicon-32.png')} type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href={asset('apple-touch-icon.png')} sizes="180x180" />
        <link rel="manifest" href={asset('manifest.webmanifest')} />
        <link rel="preload" href={interFont} as="font" type="font/woff2" crossOrigin="" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useStartup();
  useAnalytics();
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}

/** Errors outside any page (a broken layout) still leave the reader a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="sk-error" id={layoutIds.errorMain}>
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <p>
        <a href={config.base}>Go to the home page</a>
      </p>
    </main>
  );
}
