import { resolvePath } from './resolve-path.ts';

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address to load instead of hydrating, when the host answered a direct load with the
 * not-found page although the address names a page in another spelling
 * (`/Core-Components/Button/`); null to hydrate as usual.
 *
 * The prerendering matches routes case-sensitively and the browser does not (React Router's
 * client routes drop `caseSensitive`), so the app would take the not-found HTML for the button
 * page and fail to hydrate it. Loading the page's own address is what a server's 301 would do.
 */
export function nearMissReload(
  address: Address,
  base: string,
  isNotFoundDocument: boolean,
  index: Map<string, string>,
): string | null {
  if (!isNotFoundDocument || !address.pathname.startsWith(base)) return null;
  const target = resolvePath(address.pathname.slice(base.length - 1), index);
  return target === null ? null : `${base.slice(0, -1)}${target}${address.search}${address.hash}`;
}
