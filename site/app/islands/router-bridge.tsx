import { type Context, type ReactNode, use } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router';

/**
 * The router's contexts, which an island (a React root of its own) does not inherit: its links
 * and hooks (`Link`, `useCurrentPage`) need them. Outermost first, as the router nests them.
 * React Router 8 splits the router's state into finer contexts (navigation, loader data), which
 * `useMatches` and `NavLink` read. Two it keeps internal, the route's id and whether it is a data
 * route, cannot be bridged: in an island, `useNavigate` (and so `Link`) navigates through the
 * router's navigator, which passes on `replace`, `state` and `preventScrollReset`, all the
 * islands use, and no hook that needs a route id (`useLoaderData`) may be used.
 */
const routerContexts: Context<unknown>[] = [
  UNSAFE_FrameworkContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
] as Context<unknown>[];

export type Bridge = (island: ReactNode) => ReactNode;

/**
 * Reads the router's contexts where the article renders, and returns what wraps an island in
 * them. The values are those of the page the island belongs to; the island lives and dies with
 * that page, so they do not need to follow later navigations.
 */
export function useRouterBridge(): Bridge {
  // `use` may read contexts in a loop; the list never changes.
  const values: unknown[] = [];
  for (const context of routerContexts) values.push(use(context));
  return (island) =>
    routerContexts.reduceRight<ReactNode>(
      (children, context, index) => (
        <context.Provider value={values[index]}>{children}</context.Provider>
      ),
      island,
    );
}
