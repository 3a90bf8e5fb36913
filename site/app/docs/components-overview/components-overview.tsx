import { Link } from 'react-router';
import { Badge } from '../badge/badge.tsx';

export interface ComponentItem {
  name: string;
  tag: string;
  description: string;
  status: 'planned' | 'beta' | 'stable';
  path: string;
  api?: string;
  code?: string;
}

const statusLabel = { planned: 'Planned', beta: 'Beta', stable: 'Stable' } as const;
const statusTone = { planned: 'info', beta: 'beta', stable: 'success' } as const;

/**
 * Every component with what it is for and its status, from the build (`components-overview.server.ts`).
 * Planned components link to their guidance only; API and code pages appear once they exist.
 */
export function ComponentsOverview({ items }: { items: ComponentItem[] }) {
  return (
    <table className="sk-components-overview">
      <caption className="sk-visually-hidden">All components, with their status</caption>
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Tag</th>
          <th scope="col">What it is for</th>
          <th scope="col">Status</th>
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.tag}>
            <th scope="row">
              <Link to={item.path}>{item.name}</Link>
            </th>
            <td>
              <code>{item.tag}</code>
            </td>
            <td>{item.description}</td>
            <td>
              <Badge tone={statusTone[item.status]}>{statusLabel[item.status]}</Badge>
            </td>
            <td>
              {item.api && item.code ? (
                <>
                  <Link to={item.api}>
                    API<span className="sk-visually-hidden"> of {item.name}</span>
                  </Link>
                  {', '}
                  <Link to={item.code}>
                    Code<span className="sk-visually-hidden"> for {item.name}</span>
                  </Link>
                </>
              ) : (
                <span className="sk-components-overview__none">Not built yet</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
