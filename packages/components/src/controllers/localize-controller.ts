import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  type DateInput,
  formatBytes,
  formatDate,
  formatNumber,
  formatPercent,
  formatTime,
  type HourCycle,
  hourCycle,
} from '../localization/format.js';
import { resolveDir, resolveLang } from '../localization/locale.js';
import { loadTranslation, onTranslationsChange, translate } from '../localization/registry.js';
import type { TranslationKey } from '../localization/translation.js';
import type { TranslationParams } from '../localization/types.js';

type Host = ReactiveControllerHost & HTMLElement;

/*
 * One observer and one registry subscription serve every connected element: a page with a
 * thousand buttons should not run a thousand observers to notice one `lang` change.
 */
const hosts = new Set<Host>();
let observer: MutationObserver | undefined;
let unsubscribe: (() => void) | undefined;

function updateAll(): void {
  for (const host of hosts) host.requestUpdate();
}

function start(): void {
  observer = new MutationObserver(updateAll);
  observer.observe(document.documentElement, {
    attributes: true,
    subtree: true,
    attributeFilter: ['lang', 'dir'],
  });
  unsubscribe = onTranslationsChange(updateAll);
}

function stop(): void {
  observer?.disconnect();
  unsubscribe?.();
  observer = undefined;
  unsubscribe = undefined;
}

/**
 * Gives an element its language, direction and translated strings, and re-renders it when a
 * `lang` or `dir` attribute in the document changes or a translation is registered. Changes to
 * `lang` inside another component's shadow root are picked up at that element's next update.
 */
export class LocalizeController implements ReactiveController {
  private readonly host: Host;

  constructor(host: Host) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    if (hosts.size === 0) start();
    hosts.add(this.host);
    // Fetched on connection, so the strings are there before the first announcement needs them.
    void loadTranslation(this.lang());
  }

  hostDisconnected(): void {
    hosts.delete(this.host);
    if (hosts.size === 0) stop();
  }

  /** The BCP 47 language of the nearest `lang` ancestor, across shadow roots. */
  lang(): string {
    return resolveLang(this.host);
  }

  /** The writing direction of the nearest `dir` ancestor, across shadow roots. */
  dir(): 'ltr' | 'rtl' {
    return resolveDir(this.host);
  }

  /**
   * The string `key` in the host's language, in the plural form for `count` if it has one:
   * `term('loading')`, `term('filesSelected', 3)`.
   */
  term(key: TranslationKey, count?: number): string;
  /**
   * The string `key` with its named placeholders filled from `params`; a numeric `count` among
   * them also chooses the plural form: `term('characterCount', { count: 12, max: 100 })`.
   */
  term(key: TranslationKey, params: TranslationParams): string;
  term(key: TranslationKey, params?: number | TranslationParams): string {
    return translate(this.lang(), key, params, this.host.localName);
  }

  /*
   * Formatting in the host's language, with formatters cached per locale and options; see
   * src/localization/format.ts for what each accepts.
   */

  /** `value` as a number in the host's language (`1 234,5` in Finnish). */
  number(value: number, options?: Intl.NumberFormatOptions): string {
    return formatNumber(this.lang(), value, options);
  }

  /** A fraction as a percentage: `0.42` is `42%`, `42 %` in German. */
  percent(fraction: number, options?: Omit<Intl.NumberFormatOptions, 'style'>): string {
    return formatPercent(this.lang(), fraction, options);
  }

  /** A calendar date (`Mar 5, 2024`); date-only strings are local days. `''` when invalid. */
  date(value: DateInput, options?: Intl.DateTimeFormatOptions): string {
    return formatDate(this.lang(), value, options);
  }

  /** A time of day in the language's hour cycle (`2:30 PM`, `14.30`); takes `HH:MM` too. */
  time(value: DateInput, options?: Intl.DateTimeFormatOptions): string {
    return formatTime(this.lang(), value, options);
  }

  /** Whether the host's language writes times with AM/PM (`h12`, `h11`) or not (`h23`). */
  hourCycle(): HourCycle {
    return hourCycle(this.lang());
  }

  /** A file size in decimal units: `512 bytes`, `1.5 MB`. */
  bytes(value: number, options?: { maximumFractionDigits?: number }): string {
    return formatBytes(this.lang(), value, options);
  }
}
