export function routesWithParents<Route extends { parentId?: string | undefined }>(
  routes: Record<string, Route | undefined>,
  ids: Iterable<string>,
): Record<string, Route>;
