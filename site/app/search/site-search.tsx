import config from 'virtual:skerry/config';
import { HostedSearch } from './hosted-search.tsx';
import { SearchBox } from './search-box.tsx';

/** The header's search: DocSearch when it is configured, otherwise the embedded index. */
export function SiteSearch() {
  const { docsearch } = config.search;
  return docsearch ? <HostedSearch docsearch={docsearch} /> : <SearchBox />;
}
