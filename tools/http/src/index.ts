/** What a caller of the client needs: the resource, its actions' types, and its errors. */
export { resource, type Resource, type ResourceOptions } from './resource.ts';
export {
  type Action,
  type ActionConfig,
  type ActionMap,
  type ActionResult,
  type CallOptions,
  type DefaultActions,
  type RequestBody,
  defaultActions,
  defineActions,
} from './actions.ts';
export { HttpError, HttpNetworkError, HttpTimeoutError } from './errors.ts';
export type { ParamDefault, ParamDefaults, ParamValue, Params } from './params.ts';
export type { HttpMethod } from './request.ts';
