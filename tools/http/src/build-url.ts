import type { ParamValue } from './params.ts';
import { appendQuery } from './query-string.ts';
import { expandTemplate } from './url-template.ts';

/** Expands the template, then sends every parameter it did not mention as the query string. */
export function buildUrl(template: string, params: Readonly<Record<string, ParamValue>>): string {
  const { url, consumed } = expandTemplate(template, params);
  const rest = Object.fromEntries(Object.entries(params).filter(([key]) => !consumed.has(key)));
  return appendQuery(url, rest);
}
