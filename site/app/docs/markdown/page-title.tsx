import type { HTMLAttributes } from 'react';
import { useCurrentPage } from '../../content/use-page.ts';
import { Badge } from '../badge/badge.tsx';

/** A page's h1, with the beta marker when the page's frontmatter says `beta: true`. */
export function PageTitle({ children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  const page = useCurrentPage();
  return (
    <h1 {...props}>
      {children}
      {page?.frontmatter.beta && <Badge tone="beta">Beta</Badge>}
    </h1>
  );
}
