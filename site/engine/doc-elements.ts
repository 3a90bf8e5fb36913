/**
 * The documentation elements MDX pages may use without importing them: tag name → module under
 * `app/`, which exports a component of that name. A page imports only the ones it uses.
 */
export const docElements: Record<string, string> = {
  Tab: 'docs/tabs.tsx',
  Tabs: 'docs/tabs.tsx',
  PreviewWarning: 'docs/preview-warning.tsx',
  StorybookEmbed: 'docs/storybook-embed.tsx',
  ApiTable: 'docs/api-table.tsx',
  Badge: 'docs/badge.tsx',
  ColorSwatches: 'docs/color-swatches.tsx',
  ComponentsOverview: 'docs/components-overview.tsx',
  Demo: 'docs/demo.tsx',
  IconExplorer: 'docs/icons/icon-explorer.tsx',
  IconKeylines: 'docs/icons/icon-keylines.tsx',
  DemoList: 'docs/demo.tsx',
  Column: 'docs/column.tsx',
  Inset: 'docs/inset.tsx',
  Indent: 'docs/indent.tsx',
  DoDont: 'docs/do-dont.tsx',
  Do: 'docs/do-dont.tsx',
  Dont: 'docs/do-dont.tsx',
  Image: 'docs/image.tsx',
  Video: 'docs/video.tsx',
  TypographyTable: 'docs/typography-table.tsx',
  SpacingScale: 'docs/spacing-scale.tsx',
  BreakpointTable: 'docs/breakpoint-table.tsx',
  LayoutRegions: 'docs/layout-regions.tsx',
  TokenTable: 'docs/token-table.tsx',
  ThemePreview: 'docs/theme-preview.tsx',
  ItemOverview: 'docs/item-overview.tsx',
  Code: 'docs/code.tsx',
};
