import { apiCodeColumns } from './api-columns.ts';

/** One section of an element's API, as the build read it from the manifest (`api-table.server.ts`). */
export interface ApiTableSection {
  id: string;
  title: string;
  empty: string;
  columns: string[];
  /** Columns whose cells the build rendered to HTML from the JSDoc's Markdown. */
  htmlColumns?: string[];
  rows: string[][];
}

/**
 * A table of one API section; names and types are code, descriptions the HTML the build made
 * from their Markdown (`inline-markdown.server.ts`). An empty section says so in a sentence,
 * so a reader knows there is nothing rather than suspecting a gap.
 */
export function ApiTable({ section }: { section: ApiTableSection }) {
  if (section.rows.length === 0) return <p className="sk-api__empty">{section.empty}</p>;
  return (
    // A wide table scrolls on its own; keyboard users can scroll it only if it takes focus.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className="sk-api" tabIndex={0} role="region" aria-label={section.title}>
      <table className="sk-api__table">
        <thead>
          <tr>
            {section.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) => {
                const column = section.columns[index] ?? '';
                if (cell && section.htmlColumns?.includes(column)) {
                  // Rendered at build time from the component's own JSDoc, raw HTML dropped.
                  return <td key={column} dangerouslySetInnerHTML={{ __html: cell }} />;
                }
                const content =
                  cell && apiCodeColumns.has(column) ? <code>{cell}</code> : cell || '—';
                return index === 0 ? (
                  <th key={column} scope="row">
                    {content}
                  </th>
                ) : (
                  <td key={column}>{content}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
