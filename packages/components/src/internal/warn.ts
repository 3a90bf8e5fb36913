import { DEV } from './dev.js';
import type { WarningCode } from './warning-codes.js';

const docsBase = 'https://skerry.design/';

/*
 * The few elements documented on another element's pages: the icon with the icon set, the radio
 * group with its radios.
 */
const docsPages: Record<string, string> = {
  'sk-icon': 'foundation/icons/api/',
  'sk-radio-group': 'core-components/radio/api/',
};

/* Weakly held, so warning about an element never keeps it alive after it leaves the page. */
const warnedElements = new WeakMap<Element, Set<WarningCode>>();
const warnedKeys = new Set<string>();

/** The API page a warning about `tagName` points to. */
export function docsUrl(tagName: string): string {
  const tag = tagName.toLowerCase();
  return docsBase + (docsPages[tag] ?? `core-components/${tag.replace(/^sk-/, '')}/api/`);
}

function emit(tagName: string, code: WarningCode, message: string): void {
  console.warn(`[${tagName.toLowerCase()}] ${code}: ${message} See ${docsUrl(tagName)}`);
}

/**
 * Warns once per element and code, in development builds only. Callers still wrap the call in
 * `if (DEV)` so that production bundles lose the message text too.
 */
export function warnOnce(element: Element, code: WarningCode, message: string): void {
  if (!DEV) return;
  let codes = warnedElements.get(element);
  if (!codes) warnedElements.set(element, (codes = new Set()));
  if (codes.has(code)) return;
  codes.add(code);
  emit(element.localName, code, message);
}

/** Warns once per `key` for the whole page, for problems that are not about one element. */
export function warnOnceGlobally(
  tagName: string,
  code: WarningCode,
  key: string,
  message: string,
): void {
  if (!DEV || warnedKeys.has(`${code}:${key}`)) return;
  warnedKeys.add(`${code}:${key}`);
  emit(tagName, code, message);
}
