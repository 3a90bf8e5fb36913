/**
 * The API table columns whose cells are names or types, shown as code: by the web page's tables
 * (`api-table.tsx`) and by the Markdown twin of the page (`engine/machine-files/`).
 */
export const apiCodeColumns: ReadonlySet<string> = new Set([
  'Property',
  'Attribute',
  'Type',
  'Default',
  'Event',
  'Slot',
  'Method',
  'Signature',
  'Part',
  'State',
]);
