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
};
