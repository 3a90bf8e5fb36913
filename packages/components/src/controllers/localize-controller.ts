import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { resolveDir, resolveLang } from '../localization/locale.js';
import { loadTranslation, onTranslationsChange, translate } from '../localization/registry.js';
import type { TranslationKey } from '../localization/translation.js';

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

  /** The string `key` in the host's language, in the plural form for `count` if it has one. */
  term(key: TranslationKey, count?: number): string {
    return translate(this.lang(), key, count, this.host.localName);
  }
}
