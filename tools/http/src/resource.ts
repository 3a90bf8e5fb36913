import {
  type Action,
  type ActionConfig,
  type ActionMap,
  type CallOptions,
  type DefaultActions,
  bodyMethods,
  defaultActions,
} from './actions.ts';
import { buildUrl } from './build-url.ts';
import { mergeHeaders } from './headers.ts';
import { type ParamDefaults, type Params, resolveParams } from './params.ts';
import { request } from './request.ts';

export interface ResourceOptions {
  /** Sends PUT, PATCH and DELETE as POST with `X-HTTP-Method-Override`. */
  emulateHTTP?: boolean;
  /** Sent with every action, under the action's and the call's own headers. */
  headers?: HeadersInit;
  /** Milliseconds; an action or a call can set its own. */
  timeout?: number;
}

export type Resource<T, A extends ActionMap = Record<never, never>> = {
  [K in keyof DefaultActions | keyof A]: Action<
    T,
    K extends keyof A ? A[K] : K extends keyof DefaultActions ? DefaultActions[K] : never
  >;
};

interface ResourceBase {
  url: string;
  params: ParamDefaults | undefined;
  options: ResourceOptions;
}

/** A list action fails loudly on an object rather than handing the page something else to map. */
function checkShape(data: unknown, config: ActionConfig, url: string): unknown {
  if (!config.isArray) return data;
  if (data === null) return [];
  if (!Array.isArray(data)) {
    throw new TypeError(`${config.method} ${url} was expected to answer a list`);
  }
  return data;
}

function createAction(config: ActionConfig, base: ResourceBase) {
  const takesBody = config.hasBody ?? bodyMethods.has(config.method.toUpperCase());
  return async (...args: unknown[]): Promise<unknown> => {
    const [body, params, call] = (takesBody ? args : [undefined, ...args]) as [
      unknown,
      Params | undefined,
      CallOptions | undefined,
    ];
    const resolved = resolveParams([base.params, config.params], params, body);
    const url = buildUrl(config.url ?? base.url, resolved);
    const response = await request({
      method: config.method,
      url,
      headers: mergeHeaders(base.options.headers, config.headers, call?.headers),
      body,
      signal: call?.signal,
      timeout: call?.timeout ?? config.timeout ?? base.options.timeout,
      emulateHTTP: base.options.emulateHTTP,
    });
    return checkShape(response.data, config, url);
  };
}

/**
 * A typed client for one REST resource, in the manner of the resource clients of older
 * frameworks: `resource<Item>('/api/items{/id}', { id: '@id' })` gives `get`, `save`, `query`,
 * `update`, `remove` and `delete`. Actions without a body take `(params?, options?)`; POST, PUT
 * and PATCH take `(body?, params?, options?)`. Every action returns a promise, so a bad template
 * rejects rather than throws, before any request is made.
 */
export function resource<T = unknown, const A extends ActionMap = Record<never, never>>(
  url: string,
  params?: ParamDefaults,
  actions?: A,
  options: ResourceOptions = {},
): Resource<T, A> {
  const base: ResourceBase = { url, params, options };
  const configs: ActionMap = { ...defaultActions, ...actions };
  const client: Record<string, unknown> = {};
  for (const [name, config] of Object.entries(configs)) client[name] = createAction(config, base);
  return client as Resource<T, A>;
}
