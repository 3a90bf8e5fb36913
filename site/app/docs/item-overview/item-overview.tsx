import { Link } from 'react-router';
import { Badge } from '../badge/badge.tsx';

export interface ItemOverviewEntry {
  title: string;
  /** The router path of the page. */
  path: string;
  description: string;
  beta: boolean;
}

/**
 * A card for each page of a section, with its title and description, as the build found them
 * (`item-overview.server.ts`). Each card is one link, and the whole card is its target.
 */
export function ItemOverview({ items, label }: { items: ItemOverviewEntry[]; label?: string }) {
  return (
    <ul className="sk-item-overview" aria-label={label}>
      {items.map((item) => (
        <li key={item.path} className="sk-item-overview__item">
          <Link to={item.path} className="sk-item-overview__link">
            {item.title}
          </Link>
          {item.beta && <Badge tone="beta">Beta</Badge>}
          <p className="sk-item-overview__description">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
