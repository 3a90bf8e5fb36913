/**
 * Every documentation element, named once: MDX pages use them without importing them (the build
 * imports each page's own, `engine/compile/remark-page.ts`), the build marks the islands among them
 * (`engine/compile/rehype-islands.ts`) and runs their build-time steps (`engine/compile/mdx-pipeline.ts`).
 *
 * Paths only, relative to `app/`: client code may import this module, and it must not pull in
 * a `.server.ts` module, which is Node code.
 */
export interface DocElement {
  /** The module that exports a component of the element's name. */
  module: string;
  /**
   * It does something in the browser, so it hydrates as an island: the rest of a page (prose,
   * tables, highlighted code, the static elements) is HTML that React never re-creates
   * (docs/decisions/0011).
   */
  island?: true;
  /**
   * Its build-time step: the remark plugin `plugin` of a `.server.ts` module. The MDX pipeline
   * runs these in the order of the elements here, after the page's expansion.
   */
  transform?: { module: string; plugin: string };
}

export const docElements: Readonly<Record<string, DocElement>> = {
  // The elements with a build-time step come first, in the order the pipeline runs the steps.
  Demo: {
    module: 'docs/demo/demo.tsx',
    island: true,
    // It also gives `<ModalWrapper>` its source.
    transform: { module: 'docs/demo/demo.server.ts', plugin: 'remarkDemo' },
  },
  ComponentsComparison: {
    module: 'docs/components-comparison/components-comparison.tsx',
    island: true,
    transform: {
      module: 'docs/components-comparison/components-comparison.server.ts',
      plugin: 'remarkComponentsComparison',
    },
  },
  Pinbox: {
    module: 'docs/pinbox/pinbox.tsx',
    transform: { module: 'docs/pinbox/pinbox.server.ts', plugin: 'remarkPinbox' },
  },
  RenderCost: {
    module: 'docs/render-cost/render-cost.tsx',
    transform: { module: 'docs/render-cost/render-cost.server.ts', plugin: 'remarkRenderCost' },
  },
  LocalizationStrings: {
    module: 'docs/localization-strings/localization-strings.tsx',
    transform: {
      module: 'docs/localization-strings/localization-strings.server.ts',
      plugin: 'remarkLocalizationStrings',
    },
  },
  AlertDocs: {
    module: 'docs/alert-docs/alert-docs.tsx',
    island: true,
    transform: { module: 'docs/alert-docs/alert-docs.server.ts', plugin: 'remarkAlertDocs' },
  },
  ComponentsOverview: {
    module: 'docs/components-overview/components-overview.tsx',
    transform: {
      module: 'docs/components-overview/components-overview.server.ts',
      plugin: 'remarkComponentsOverview',
    },
  },
  ItemOverview: {
    module: 'docs/item-overview/item-overview.tsx',
    transform: {
      module: 'docs/item-overview/item-overview.server.ts',
      plugin: 'remarkItemOverview',
    },
  },
  ThemeBuilder: {
    module: 'docs/theme-builder/theme-builder.tsx',
    island: true,
    transform: {
      module: 'docs/theme-builder/theme-builder.server.ts',
      plugin: 'remarkThemeBuilder',
    },
  },

  // Written by the page's expansion (`engine/page-data/page-expansion.ts`): `<WebComponentApi>` becomes
  // `ApiTable`s (`docs/api-table/api-table.server.ts`), the release notes become `Release`s
  // (`docs/release/release.server.ts`).
  ApiTable: { module: 'docs/api-table/api-table.tsx' },
  Release: { module: 'docs/release/release.tsx' },
  ReleaseGroup: { module: 'docs/release/release.tsx' },
  ReleaseItem: { module: 'docs/release/release.tsx' },
  WhatsNew: { module: 'docs/release/release.tsx' },

  DemoList: { module: 'docs/demo/demo.tsx' },
  AlertGuidance: { module: 'docs/alert-docs/alert-docs.tsx' },
  Tab: { module: 'docs/tabs/tabs.tsx' },
  Tabs: { module: 'docs/tabs/tabs.tsx', island: true },
  PreviewWarning: { module: 'docs/preview-warning/preview-warning.tsx' },
  StorybookEmbed: { module: 'docs/storybook-embed/storybook-embed.tsx' },
  Badge: { module: 'docs/badge/badge.tsx' },
  ColorSwatches: { module: 'docs/color-swatches/color-swatches.tsx', island: true },
  Anatomy: { module: 'docs/anatomy/anatomy.tsx' },
  IconExplorer: { module: 'docs/icons/icon-explorer.tsx', island: true },
  Icon: { module: 'docs/icons/icon.tsx' },
  IconSet: { module: 'docs/icons/icon-set.tsx', island: true },
  IconDetail: { module: 'docs/icons/icon-detail.tsx', island: true },
  IconSearch: { module: 'docs/icons/icon-search.tsx', island: true },
  IconPreviewSettings: { module: 'docs/icons/icon-settings.tsx', island: true },
  IconKeylines: { module: 'docs/icons/icon-keylines.tsx' },
  ModalWrapper: { module: 'docs/modal-wrapper/modal-wrapper.tsx', island: true },
  Column: { module: 'docs/column/column.tsx' },
  Inset: { module: 'docs/inset/inset.tsx' },
  Indent: { module: 'docs/indent/indent.tsx' },
  DoDont: { module: 'docs/do-dont/do-dont.tsx' },
  Do: { module: 'docs/do-dont/do-dont.tsx' },
  Dont: { module: 'docs/do-dont/do-dont.tsx' },
  Image: { module: 'docs/image/image.tsx' },
  Video: { module: 'docs/video/video.tsx' },
  TypographyTable: { module: 'docs/typography-table/typography-table.tsx' },
  SpacingScale: { module: 'docs/spacing-scale/spacing-scale.tsx' },
  BreakpointTable: { module: 'docs/breakpoint-table/breakpoint-table.tsx' },
  LayoutRegions: { module: 'docs/layout-regions/layout-regions.tsx' },
  TokenTable: { module: 'docs/token-table/token-table.tsx' },
  ThemePreview: { module: 'docs/theme-preview/theme-preview.tsx', island: true },
  Code: { module: 'docs/code/code.tsx' },
  SystemCounts: { module: 'docs/system-counts/system-counts.tsx' },
};

/** A plain HTML element that every page's MDX replaces with a component (`markdown/mdx-components.tsx`). */
export interface ReplacedElement {
  module: string;
  component: string;
  island?: true;
}

export const replacedElements: Readonly<Record<string, ReplacedElement>> = {
  a: { module: 'docs/markdown/doc-link.tsx', component: 'DocLink' },
  // Every code block, for its copy button.
  pre: { module: 'docs/markdown/code-block.tsx', component: 'CodeBlock', island: true },
  table: { module: 'docs/markdown/content-table.tsx', component: 'ContentTable' },
  thead: { module: 'docs/markdown/content-table.tsx', component: 'ContentTableHead' },
  h1: { module: 'docs/markdown/page-title.tsx', component: 'PageTitle' },
};

/** The tag names that hydrate as islands: documentation elements and replaced HTML elements. */
export const islandElements: ReadonlySet<string> = new Set(
  [...Object.entries(docElements), ...Object.entries(replacedElements)]
    .filter(([, element]) => element.island)
    .map(([name]) => name),
);

/** The elements' build-time steps, in the order the MDX pipeline runs them. */
export const docTransforms: readonly { module: string; plugin: string }[] = Object.values(
  docElements,
).flatMap((element) => (element.transform ? [element.transform] : []));
