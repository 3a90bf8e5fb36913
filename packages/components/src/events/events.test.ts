import { html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SkElement } from '../base/sk-element.js';
import { defineElement } from '../internal/define.js';
import { captureEvents, oneEvent } from '../testing/events.js';
import { fixture, shadow } from '../testing/fixture.js';
import {
  type CloseSource,
  closeSources,
  isOwnEvent,
  SkAfterCloseEvent,
  SkAfterOpenEvent,
  SkClearEvent,
  SkCloseEvent,
  SkInvalidEvent,
  SkOpenEvent,
  SkRemoveEvent,
  SkSearchEvent,
  SkSubmitEvent,
} from './index.js';

/*
 * A closable element as a component would write one: `requestClose()` fires the cancelable
 * request, closes unless it was refused, then reports that it closed. It contains another
 * closable element in its shadow root, as a modal might contain an alert.
 */
class TestClosable extends SkElement {
  @property({ type: Boolean, reflect: true }) open = true;

  /** The sources of the close requests this element acted on. */
  readonly closedBy: CloseSource[] = [];

  constructor() {
    super();
    this.addEventListener('sk-close', (event) => {
      // Without the guard, a nested element's request would close this one too.
      if (!isOwnEvent(this, event) || event.defaultPrevented) return;
      this.closedBy.push(event.detail.source);
    });
  }

  requestClose(source: CloseSource = 'api'): void {
    if (!this.dispatchEvent(new SkCloseEvent({ source }))) return;
    this.open = false;
    this.dispatchEvent(new SkAfterCloseEvent());
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>${
        this.localName === 'sk-test-closable'
          ? html`<sk-test-closable-inner></sk-test-closable-inner>`
          : ''
      }`;
  }
}
defineElement('sk-test-closable', TestClosable);
defineElement('sk-test-closable-inner', class extends TestClosable {});

/* Every event: its class, how it is built, and how it travels. */
const events = [
  { type: 'sk-open', create: () => new SkOpenEvent(), cancelable: true },
  { type: 'sk-after-open', create: () => new SkAfterOpenEvent(), cancelable: false },
  {
    type: 'sk-close',
    create: () => new SkCloseEvent({ source: 'escape' }),
    cancelable: true,
  },
  { type: 'sk-after-close', create: () => new SkAfterCloseEvent(), cancelable: false },
  { type: 'sk-remove', create: () => new SkRemoveEvent(), cancelable: true },
  { type: 'sk-clear', create: () => new SkClearEvent(), cancelable: true },
  {
    type: 'sk-invalid',
    create: () => new SkInvalidEvent({ message: 'Please fill out this field.' }),
    cancelable: false,
  },
  {
    type: 'sk-search',
    create: () => new SkSearchEvent({ query: 'harbour' }),
    cancelable: true,
  },
  {
    type: 'sk-submit',
    create: () => new SkSubmitEvent({ formData: new FormData(), data: {}, submitter: null }),
    cancelable: true,
  },
] as const;

describe('events', () => {
  describe('classes', () => {
    for (const { type, create, cancelable } of events) {
      it(`${type} bubbles out of a shadow root to the document${cancelable ? ' and can be refused' : ''}`, async () => {
        const host = await fixture('<div></div>');
        const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('p'));
        const heard = oneEvent(document, type, { cancel: true });
        const event = create();
        const notRefused = inner.dispatchEvent(event);
        expect(await heard).toBe(event);
        expect(event.type).toBe(type);
        expect([event.bubbles, event.composed, event.cancelable]).toEqual([true, true, cancelable]);
        // Retargeted: a listener outside sees the host, not the shadow root's insides.
        expect(event.target).toBe(host);
        expect(notRefused).toBe(!cancelable);
      });
    }

    it('carries the close source and the validation message in detail', () => {
      expect(new SkCloseEvent({ source: 'backdrop' }).detail).toEqual({ source: 'backdrop' });
      expect(new SkInvalidEvent({ message: 'Too short.' }).detail.message).toBe('Too short.');
      expect(new SkSearchEvent({ query: 'harbour' }).detail).toEqual({ query: 'harbour' });
      expect(closeSources).toEqual([
        'escape',
        'close-button',
        'backdrop',
        'light-dismiss',
        'trigger',
        'api',
      ]);
    });

    it('collects the promises handed to sk-submit’s waitFor, settled or not', async () => {
      const event = new SkSubmitEvent({ formData: new FormData(), data: {}, submitter: null });
      expect(event.promises).toEqual([]);
      event.waitFor(Promise.resolve('saved'));
      event.waitFor(Promise.reject(new Error('offline')));
      expect(event.promises).toHaveLength(2);
      const settled = await Promise.allSettled(event.promises);
      expect(settled.map(({ status }) => status)).toEqual(['fulfilled', 'rejected']);
    });

    it('types listeners through the event map', () => {
      const target = document.createElement('div');
      target.addEventListener('sk-close', (event) => {
        expectTypeOf(event).toEqualTypeOf<SkCloseEvent>();
        expectTypeOf(event.detail.source).toEqualTypeOf<CloseSource>();
      });
      target.addEventListener('sk-invalid', (event) => {
        expectTypeOf(event.detail.message).toBeString();
      });
      expectTypeOf(oneEvent(target, 'sk-after-open')).resolves.toEqualTypeOf<SkAfterOpenEvent>();
    });
  });

  describe('isOwnEvent', () => {
    it('ignores a nested element’s sk-close that bubbles through its parent', async () => {
      const outer = await fixture<TestClosable>(
        '<sk-test-closable><sk-test-closable-inner></sk-test-closable-inner></sk-test-closable>',
      );
      const slotted = outer.querySelector<TestClosable>('sk-test-closable-inner')!;
      const inShadow = shadow<TestClosable>(outer, 'sk-test-closable-inner');
      const targets: EventTarget[] = [];
      outer.addEventListener('sk-close', (event) => targets.push(event.target!));

      slotted.requestClose('close-button');
      inShadow.requestClose('escape');
      expect([slotted.open, inShadow.open]).toEqual([false, false]);
      // The nested requests reached the parent, one of them looking like its own…
      expect(targets).toEqual([slotted, outer]);
      // …and the guard let neither act on it.
      expect(outer.closedBy).toEqual([]);
      expect(outer.open).toBe(true);

      outer.requestClose('backdrop');
      expect(outer.closedBy).toEqual(['backdrop']);
      expect(slotted.closedBy).toEqual(['close-button']);
      expect(inShadow.closedBy).toEqual(['escape']);
    });

    it('tells an own event after dispatch too, from its target', async () => {
      const el = await fixture('<div></div>');
      const event = new SkAfterCloseEvent();
      el.dispatchEvent(event);
      expect(isOwnEvent(el, event)).toBe(true);
      expect(isOwnEvent(document.body, event)).toBe(false);
    });
  });

  describe('test helpers', () => {
    it('captureEvents records the order, and a refused request stops the sequence', async () => {
      const el = await fixture<TestClosable>('<sk-test-closable></sk-test-closable>');
      const log = captureEvents(el, ['sk-close', 'sk-after-close']);
      const refused = oneEvent(el, 'sk-close', { cancel: true });
      el.requestClose();
      expect((await refused).detail.source).toBe('api');
      expect(log.types()).toEqual(['sk-close']);
      expect(el.open).toBe(true);

      el.requestClose('trigger');
      expect(log.types()).toEqual(['sk-close', 'sk-close', 'sk-after-close']);
      expect(log.events.map((event) => event.defaultPrevented)).toEqual([true, false, false]);
      expect(el.open).toBe(false);

      log.stop();
      el.dispatchEvent(new SkAfterCloseEvent());
      expect(log.events).toHaveLength(3);
    });

    it('captureEvents hears an event a handler inside stops', async () => {
      const wrapper = await fixture('<div><p></p></div>');
      const inner = wrapper.querySelector('p')!;
      inner.addEventListener('sk-remove', (event) => event.stopPropagation());
      const log = captureEvents(wrapper, ['sk-remove']);
      inner.dispatchEvent(new SkRemoveEvent());
      expect(log.types()).toEqual(['sk-remove']);
    });
  });
});
