import type { AnchorHTMLAttributes, ReactNode } from 'react';
import config from 'virtual:skerry/config';

interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  href: string;
  children: ReactNode;
}

/**
 * A link that leaves the site: it opens a new window, and says so to everyone — an icon for the
 * eye and the configured label for screen readers.
 */
export function ExternalLink({ children, className, ...props }: ExternalLinkProps) {
  return (
    <a
      {...props}
      className={className ? `sk-external ${className}` : 'sk-external'}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <svg
        className="sk-external__icon"
        viewBox="0 0 16 16"
        width="12"
        height="12"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M9 2h5v5M14 2 7 9M12 9.5V14H2V4h4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <span className="sk-visually-hidden" data-pagefind-ignore="">
        {` ${config.externalLinkLabel}`}
      </span>
    </a>
  );
}

const siteHost = config.productionUrl ? new URL(config.productionUrl).host : null;

/** Whether `href` leaves the site: another origin over http(s). */
export function isExternalHref(href: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(href)) return false;
  try {
    return new URL(href, 'https://site.invalid').host !== siteHost;
  } catch {
    return false;
  }
}
