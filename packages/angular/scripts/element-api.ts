/**
 * What the Angular bindings need of each element, read from the Custom Elements Manifest. The
 * reading of properties, events and value kinds is `@skerry/vue`'s, shared so that both
 * bindings expose the same API for the same manifest.
 */
import { customElements, type Manifest } from '../../components/scripts/manifest/manifest-types.ts';
import {
  elementApis as vueElementApis,
  type ElementApi as VueElementApi,
  type EventApi as VueEventApi,
  type PropApi as VuePropApi,
} from '../../vue/scripts/element-api.ts';

export interface PropApi extends VuePropApi {
  /** Only a number (maybe undefined): a static attribute's string is converted to it. */
  numeric: boolean;
  /** The type as the manifest writes it (`AutoFill`, `'small' | 'medium'`). */
  typeText: string;
}

export interface EventApi extends VueEventApi {
  /** The output's name: `sk-after-close` → `skAfterClose`, `input` → `skInput`. */
  output: string;
}

export interface ElementApi extends Omit<VueElementApi, 'props' | 'events'> {
  props: PropApi[];
  events: EventApi[];
}

/**
 * Events the DOM types already, which Angular's `(click)` gives as `MouseEvent`: an output
 * would only repeat them.
 */
const domTyped = new Set(['click']);

/** `sk-after-close` → `skAfterClose`; an unprefixed event gets the prefix: `input` → `skInput`. */
export function outputName(event: string): string {
  const prefixed = event.startsWith('sk-') ? event : `sk-${event}`;
  return prefixed.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

const onlyNumber = (type: string | undefined): boolean => {
  const parts = (type ?? '').split('|').map((part) => part.trim());
  return (
    parts.includes('number') && parts.every((p) => ['number', 'undefined', 'null'].includes(p))
  );
};

/** Every element of the manifest, in tag order. */
export function elementApis(manifest: Manifest): ElementApi[] {
  const types = new Map(
    customElements(manifest).map(({ element }) => [
      element.tagName,
      new Map([
        ...(element.attributes ?? []).map((a) => [a.fieldName ?? a.name, a.type?.text] as const),
        ...(element.members ?? []).map((m) => [m.name, m.type?.text] as const),
      ]),
    ]),
  );
  return vueElementApis(manifest).map((api) => ({
    ...api,
    props: api.props.map((prop) => ({
      ...prop,
      numeric: Boolean(prop.numberAttribute) && onlyNumber(types.get(api.tag)?.get(prop.name)),
      typeText: types.get(api.tag)?.get(prop.name) ?? '',
    })),
    events: api.events
      .filter((event) => !domTyped.has(event.name))
      .map((event) => ({ ...event, output: outputName(event.name) })),
  }));
}
