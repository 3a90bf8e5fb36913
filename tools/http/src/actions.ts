import type { ParamDefaults, Params } from './params.ts';
import type { HttpMethod } from './request.ts';

/** How one action of a resource calls the server. */
export interface ActionConfig {
  method: HttpMethod;
  /** Replaces the resource's URL template for this action. */
  url?: string;
  /** Defaults for this action, over the resource's own. */
  params?: ParamDefaults;
  headers?: HeadersInit;
  /** The answer must be a list; an empty body reads as `[]`. */
  isArray?: boolean;
  /** Whether the first argument is a body; by default POST, PUT and PATCH take one. */
  hasBody?: boolean;
  timeout?: number;
}

export type ActionMap = Readonly<Record<string, ActionConfig>>;

/**
 * Keeps the literal types of custom actions (`'PATCH'`, `isArray: true`) for
 * `resource<Item, typeof actions>(url, params, actions)`: once the entity type is written out,
 * TypeScript no longer infers the actions from the call.
 */
export function defineActions<const A extends ActionMap>(actions: A): A {
  return actions;
}

/** The actions every resource has; a custom action of the same name replaces one whole. */
export const defaultActions = {
  get: { method: 'GET' },
  save: { method: 'POST' },
  query: { method: 'GET', isArray: true },
  update: { method: 'PUT' },
  remove: { method: 'DELETE' },
  delete: { method: 'DELETE' },
} as const satisfies ActionMap;

export type DefaultActions = typeof defaultActions;

export const bodyMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** Per call: these win over the action's and the resource's settings. */
export interface CallOptions {
  signal?: AbortSignal;
  timeout?: number;
  headers?: HeadersInit;
}

/** What a body-taking action accepts: the entity (or part of it), or a body fetch sends as is. */
export type RequestBody<T> =
  Partial<T> | string | FormData | Blob | URLSearchParams | ArrayBuffer | ArrayBufferView;

type TakesBody<C> = C extends { hasBody: true }
  ? true
  : C extends { hasBody: false }
    ? false
    : C extends { method: 'POST' | 'PUT' | 'PATCH' }
      ? true
      : false;

/** DELETE usually answers 204, so its result may be null; a list action always resolves a list. */
export type ActionResult<T, C> = C extends { isArray: true }
  ? T[]
  : C extends { method: 'DELETE' }
    ? T | null
    : T;

export type Action<T, C> =
  TakesBody<C> extends true
    ? (body?: RequestBody<T>, params?: Params, options?: CallOptions) => Promise<ActionResult<T, C>>
    : (params?: Params, options?: CallOptions) => Promise<ActionResult<T, C>>;
