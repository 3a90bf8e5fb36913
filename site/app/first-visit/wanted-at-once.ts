import { anyTracker } from '../analytics/config.ts';
import type { ClientConfig } from '../config/client-config.ts';
import { notFoundAttribute } from '../navigation/not-found-attribute.ts';

/**
 * Whether a page needs the app as soon as it has painted, not at the reader's first interaction
 * (decision 0015): the not-found page, which may have to load the page the address means; an
 * address with a query, which an island reads (a search, an icon); and a site that counts page
 * views, which the app reports.
 */
export function wantedAtOnce(document: Document, location: Location, config: ClientConfig) {
  return (
    document.querySelector(`[${notFoundAttribute}]`) !== null ||
    location.search !== '' ||
    anyTracker(config.analytics ?? undefined)
  );
}
