import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'react-router';
import { ExternalLink, isExternalHref } from '../../components/external-link.tsx';
import { resolveHref } from '../../navigation/resolve-href.ts';

/**
 * Every link written in a page: site paths navigate in the app and prefetch on intent, links to
 * other sites open a new window, and anything else (mailto:, files) stays a plain link.
 */
export function DocLink({
  href = '',
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const location = useLocation();
  if (isExternalHref(href)) {
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    );
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? '')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={resolveHref(href, location.pathname)} {...props}>
      {children}
    </Link>
  );
}
