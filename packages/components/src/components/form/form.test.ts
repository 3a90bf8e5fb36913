import { html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { SkFormAssociated, type ValidityReport } from '../../base/sk-form-associated.js';
import { deepActiveElement } from '../../internal/focus.js';
import { defineElement } from '../../internal/define.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import '../../testing/commands.js';
import '../../testing/controls/checked-control.js';
import '../../testing/controls/file-control.js';
import '../../testing/controls/text-control.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import '../button/sk-button.js';
import type { SkButton } from '../button/button.js';
import { SkForm } from './form.js';
import { formHeadingLevels } from './form.types.js';
import './sk-form.js';

/*
 * A required group as sk-form-group may build one: form-associated, valid once a checkbox inside
 * is checked, and not focusable itself, so the summary's link must hand focus to its first box.
 */
class TestGroup extends SkFormAssociated {
  @property() label = '';

  protected override checkConstraints(): ValidityReport | null {
    return this.querySelector('input:checked')
      ? null
      : { flags: { valueMissing: true }, message: 'Select at least one option' };
  }

  constructor() {
    super();
    this.addEventListener('change', () => this.requestUpdate());
  }

  protected override render(): TemplateResult {
    return html`<fieldset>
      <legend>${this.label}</legend>
      <slot></slot>
    </fieldset>`;
  }
}
defineElement('sk-test-form-group', TestGroup);

/** A form with a Skerry field, a native field and a Skerry submit button. */
const basicForm = (attributes = '', formAttributes = ''): string => `<sk-form ${attributes}>
  <form ${formAttributes}>
    <sk-test-text id="name" name="name" label="Full name" required></sk-test-text>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required>
    <sk-button type="submit" name="intent" value="send">Send</sk-button>
  </form>
</sk-form>`;

const summaryOf = (el: SkForm): HTMLElement => shadow(el, '[part~="summary"]');

const linksOf = (el: SkForm): HTMLAnchorElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part~="summary-link"]'),
];

const linkTexts = (el: SkForm): string[] => linksOf(el).map((link) => link.textContent!.trim());

/** Keeps every submission that gets through on this page, and counts them. */
function submissions(form: HTMLFormElement): SubmitEvent[] {
  const events: SubmitEvent[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    events.push(event);
  });
  return events;
}

/** Submits as the user does, with the Skerry button, and waits for the summary to render. */
async function submit(el: SkForm): Promise<void> {
  await userEvent.click(el.querySelector('sk-button')!);
  await settle(el);
}

/** Waits until the summary has taken focus. */
async function expectSummaryFocused(el: SkForm): Promise<void> {
  await expect.poll(() => deepActiveElement()).toBe(summaryOf(el));
}

async function fill(el: SkForm, name: string, email: string): Promise<void> {
  const text = el.querySelector<HTMLElement>('sk-test-text')!;
  await userEvent.fill(shadow(text, 'input'), name);
  await userEvent.fill(el.querySelector<HTMLInputElement>('#email')!, email);
}

/** A promise and the functions that settle it, for holding a submission pending. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: () => void } {
  let resolve = (): void => {};
  let reject = (): void => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = () => rej(new Error('The server did not answer'));
  });
  return { promise, resolve, reject };
}

describe('<sk-form>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
  });

  describe('accessibility', () => {
    it('has no axe violations before a submission, with the summary hidden', async () => {
      const el = await fixture<SkForm>(basicForm());
      await expectNoAxeViolations(el);
      expect(summaryOf(el).checkVisibility()).toBe(false);
      expect(page.getByRole('group', { name: 'There is a problem' }).elements()).toHaveLength(0);
    });

    for (const level of formHeadingLevels) {
      it(`has no axe violations with the summary shown, its heading at level ${level}`, async () => {
        const el = await fixture<SkForm>(basicForm(`heading-level="${level}"`));
        await submit(el);
        await expectNoAxeViolations(el);
        await expect
          .element(page.getByRole('heading', { level: Number(level), name: 'There is a problem' }))
          .toBeInTheDocument();
      });
    }

    it('has no axe violations while pending, in Arabic and right to left', async () => {
      const el = await fixture<SkForm>(
        `<div lang="ar" dir="rtl">${basicForm('pending')}</div>`,
      ).then((wrapper) => wrapper.querySelector<SkForm>('sk-form')!);
      el.reportValidity();
      await settle();
      await expectNoAxeViolations(el);
    });

    it('shows a group named by its title and described by its errors, which takes focus', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      await expectSummaryFocused(el);
      const node = await accessibleNode(summaryOf(el));
      expect(node.role).toBe('group');
      expect(node.name).toBe('There is a problem');
      expect(node.description).toContain('Full name: Please fill out this field.');
      expect(node.description).toContain('Email: ');
      expect(node.properties.focused).toBe(true);
    });

    it('announces once, by the focus move: the summary holds no live region', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      await expectSummaryFocused(el);
      const live = el.shadowRoot!.querySelectorAll('[role="alert"], [role="status"], [aria-live]');
      expect(live).toHaveLength(0);
      expect(summaryOf(el).getAttribute('tabindex')).toBe('-1');
    });

    it('lists each error as a link named by the field and its message', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      const name = page.getByRole('link', { name: 'Full name: Please fill out this field.' });
      await expect.element(name).toBeInTheDocument();
      await expect.element(page.getByRole('list')).toBeInTheDocument();
      expect(page.getByRole('listitem').elements()).toHaveLength(2);
      const email = linksOf(el)[1]!;
      expect(email.textContent).toBe(
        `Email: ${el.querySelector<HTMLInputElement>('#email')!.validationMessage}`,
      );
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkForm>(basicForm());
      expect(el.pending).toBe(false);
      expect(el.headingLevel).toBe(2);
      expect(el.errors).toEqual([]);
      expect(el.form).toBe(el.querySelector('form'));
      for (const attribute of ['pending', 'heading-level']) {
        expect(el.hasAttribute(attribute), attribute).toBe(false);
      }
    });

    it('reflects pending and heading-level', async () => {
      const el = await fixture<SkForm>(basicForm());
      el.pending = true;
      el.headingLevel = 3;
      await el.updateComplete;
      expect(el.hasAttribute('pending')).toBe(true);
      expect(el.getAttribute('heading-level')).toBe('3');
      expect(shadow(el, '[part~="summary-title"]').getAttribute('aria-level')).toBe('3');
    });

    it('falls back to heading-level 2 with one SK001 warning, and restores it silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkForm>(basicForm('heading-level="9"'));
      expect(el.headingLevel).toBe(2);
      expect(warn).toHaveBeenCalledTimes(1);
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toContain('[sk-form] SK001');
      expect(message).toContain('heading-level="9"');
      el.setAttribute('heading-level', '4');
      await el.updateComplete;
      el.removeAttribute('heading-level');
      await el.updateComplete;
      expect(el.headingLevel).toBe(2);
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('lists the errors in document order with their field, label and message', async () => {
      const el = await fixture<SkForm>(basicForm());
      expect(el.reportValidity()).toBe(false);
      expect(el.errors.map(({ field, label, message }) => [field.id, label, message])).toEqual([
        ['name', 'Full name', 'Please fill out this field.'],
        ['email', 'Email', el.querySelector<HTMLInputElement>('#email')!.validationMessage],
      ]);
    });

    it('turns off the browser’s bubbles with novalidate while it holds the form', async () => {
      const el = await fixture<SkForm>(basicForm());
      const form = el.querySelector('form')!;
      expect(form.noValidate).toBe(true);
      el.replaceWith(form);
      expect(form.noValidate).toBe(false);
    });

    it('keeps a novalidate the author wrote when it lets go of the form', async () => {
      const el = await fixture<SkForm>(basicForm('', 'novalidate'));
      const form = el.querySelector('form')!;
      el.replaceWith(form);
      expect(form.noValidate).toBe(true);
    });

    it('takes over a form added later', async () => {
      const el = await fixture<SkForm>('<sk-form></sk-form>');
      const form = document.createElement('form');
      form.innerHTML = '<input name="q" aria-label="Search" required>';
      el.append(form);
      await expect.poll(() => el.form).toBe(form);
      expect(form.noValidate).toBe(true);
    });

    it('warns once with SK011 when it has no form inside', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkForm>('<sk-form><p>No form here</p></sk-form>');
      await expect.poll(() => warn.mock.calls.length).toBe(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-form] SK011');
      expect(el.form).toBeNull();
      expect(el.reportValidity()).toBe(true);
    });
  });

  describe('events', () => {
    it('stops an invalid submission before the page hears of it', async () => {
      const el = await fixture<SkForm>(basicForm());
      const seen = submissions(el.querySelector('form')!);
      const log = captureEvents(el, ['sk-submit']);
      await submit(el);
      expect(seen).toHaveLength(0);
      expect(log.types()).toEqual([]);
      expect(el.errors).toHaveLength(2);
    });

    it('fires sk-submit with the data, the submitter’s included, before the form’s submit', async () => {
      const el = await fixture<SkForm>(basicForm());
      const order: string[] = [];
      const form = el.querySelector('form')!;
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        order.push('submit');
      });
      const heard = oneEvent(el, 'sk-submit');
      el.addEventListener('sk-submit', () => order.push('sk-submit'));
      await fill(el, 'Ada Lovelace', 'ada@example.com');
      await submit(el);
      const { detail, cancelable, bubbles, composed } = await heard;
      expect([cancelable, bubbles, composed]).toEqual([true, true, true]);
      expect([...detail.formData]).toEqual([
        ['name', 'Ada Lovelace'],
        ['email', 'ada@example.com'],
        ['intent', 'send'],
      ]);
      expect(detail.data).toEqual({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        intent: 'send',
      });
      expect(detail.submitter).toBe(el.querySelector('sk-button'));
      expect(order).toEqual(['sk-submit', 'submit']);
    });

    it('keeps the browser from sending the form when sk-submit is cancelled', async () => {
      const el = await fixture<SkForm>(basicForm());
      await fill(el, 'Ada', 'ada@example.com');
      el.addEventListener('sk-submit', (event) => event.preventDefault());
      const prevented: boolean[] = [];
      el.querySelector('form')!.addEventListener('submit', (event) => {
        prevented.push(event.defaultPrevented);
        event.preventDefault();
      });
      await submit(el);
      expect(prevented).toEqual([true]);
    });

    it('gives the native submitter when a native button submits', async () => {
      const el = await fixture<SkForm>(
        '<sk-form><form><input name="q" aria-label="Search" value="skerry"><button name="go" value="1">Go</button></form></sk-form>',
      );
      submissions(el.querySelector('form')!);
      const heard = oneEvent(el, 'sk-submit');
      await userEvent.click(el.querySelector('button')!);
      const { detail } = await heard;
      expect(detail.submitter).toBe(el.querySelector('button'));
      expect(detail.data).toEqual({ q: 'skerry', go: '1' });
    });

    it('lets the controls’ own sk-invalid events through', async () => {
      const el = await fixture<SkForm>(basicForm());
      const log = captureEvents(document, ['sk-invalid']);
      await submit(el);
      expect(log.events.map((event) => (event.target as Element).id)).toEqual(['name']);
      log.stop();
    });
  });

  describe('events: pending', () => {
    it('stays pending while the promises given to waitFor run, ignoring further submissions', async () => {
      const el = await fixture<SkForm>(basicForm());
      const form = el.querySelector('form')!;
      const seen = submissions(form);
      const request = deferred();
      const log = captureEvents(el, ['sk-submit']);
      el.addEventListener('sk-submit', (event) => {
        event.preventDefault();
        event.waitFor(request.promise);
      });
      await fill(el, 'Ada', 'ada@example.com');
      await submit(el);
      expect(el.pending).toBe(true);
      const button = el.querySelector<SkButton>('sk-button')!;
      await expect.poll(() => button.loading).toBe(true);

      form.requestSubmit();
      el.querySelector<HTMLElement>('sk-test-text')!.focus();
      await userEvent.keyboard('{Enter}');
      expect(log.types()).toEqual(['sk-submit']);
      expect(seen).toHaveLength(1);

      request.resolve();
      await expect.poll(() => el.pending).toBe(false);
      await expect.poll(() => button.loading).toBe(false);
      form.requestSubmit();
      expect(log.types()).toEqual(['sk-submit', 'sk-submit']);
    });

    it('ends pending when the promise is rejected too', async () => {
      const el = await fixture<SkForm>(basicForm());
      submissions(el.querySelector('form')!);
      const request = deferred();
      el.addEventListener('sk-submit', (event) => event.waitFor(request.promise));
      await fill(el, 'Ada', 'ada@example.com');
      await submit(el);
      expect(el.pending).toBe(true);
      request.reject();
      await expect.poll(() => el.pending).toBe(false);
    });

    it('ignores submissions while the application sets pending itself', async () => {
      const el = await fixture<SkForm>(basicForm());
      const seen = submissions(el.querySelector('form')!);
      await fill(el, 'Ada', 'ada@example.com');
      el.pending = true;
      el.querySelector('form')!.requestSubmit();
      expect(seen).toHaveLength(0);
      el.pending = false;
      el.querySelector('form')!.requestSubmit();
      expect(seen).toHaveLength(1);
    });

    it('marks the Skerry button that submitted loading while a pending set in submit lasts', async () => {
      const el = await fixture<SkForm>(`<sk-form><form>
        <sk-button type="submit" name="intent" value="draft" formnovalidate>Save draft</sk-button>
        <sk-button type="submit" name="intent" value="send">Send</sk-button>
      </form></sk-form>`);
      el.querySelector('form')!.addEventListener('submit', (event) => {
        event.preventDefault();
        el.pending = true;
      });
      const [draft, send] = [...el.querySelectorAll<SkButton>('sk-button')];
      await userEvent.click(draft!);
      await expect.poll(() => draft!.loading).toBe(true);
      expect(send!.loading).toBe(false);
      el.pending = false;
      await expect.poll(() => draft!.loading).toBe(false);
    });

    it('leaves a button loading that the application set loading', async () => {
      const el = await fixture<SkForm>(basicForm());
      const button = el.querySelector<SkButton>('sk-button')!;
      submissions(el.querySelector('form')!);
      const request = deferred();
      el.addEventListener('sk-submit', (event) => {
        event.waitFor(request.promise);
        button.loading = true;
      });
      await fill(el, 'Ada', 'ada@example.com');
      await submit(el);
      request.resolve();
      await expect.poll(() => el.pending).toBe(false);
      expect(button.loading).toBe(true);
    });
  });

  describe('slots', () => {
    it('keeps the form in the light DOM, in its default slot, under the summary', async () => {
      const el = await fixture<SkForm>(basicForm());
      const form = el.querySelector('form')!;
      expect(form.parentElement).toBe(el);
      const slot = shadow<HTMLSlotElement>(el, 'slot:not([name])');
      expect(slot.assignedElements()).toEqual([form]);
      await submit(el);
      expect(summaryOf(el).compareDocumentPosition(slot)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(summaryOf(el).getBoundingClientRect().bottom).toBeLessThanOrEqual(
        form.getBoundingClientRect().top,
      );
    });

    it('takes a title of the author’s in the summary-title slot', async () => {
      const el = await fixture<SkForm>(
        basicForm().replace(
          '<form',
          '<span slot="summary-title">Check your application</span><form',
        ),
      );
      await submit(el);
      const node = await accessibleNode(summaryOf(el));
      expect(node.name).toBe('Check your application');
    });
  });

  describe('keyboard', () => {
    it('moves focus to the summary on Enter in a field, then Tab through the links to the form', async () => {
      const el = await fixture<SkForm>(basicForm());
      el.querySelector<HTMLElement>('sk-test-text')!.focus();
      await userEvent.keyboard('{Enter}');
      await expectSummaryFocused(el);
      const [name, email] = linksOf(el);
      await userEvent.tab();
      expect(deepActiveElement()).toBe(name);
      await userEvent.tab();
      expect(deepActiveElement()).toBe(email);
      await userEvent.tab();
      expect(deepActiveElement()).toBe(shadow(el.querySelector('sk-test-text')!, 'input'));
    });

    it('moves focus to a Skerry control’s inner input with Enter on its link', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      await expectSummaryFocused(el);
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(deepActiveElement()).toBe(shadow(el.querySelector('sk-test-text')!, 'input'));
      expect(location.hash).toBe('');
    });

    it('moves focus to a native field when its link is clicked', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      await userEvent.click(linksOf(el)[1]!);
      expect(document.activeElement).toBe(el.querySelector('#email'));
    });

    it('links to each field by its id, so the links work as fragments too', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      expect(linksOf(el).map((link) => link.getAttribute('href'))).toEqual(['#name', '#email']);
    });

    it('leaves a modified click to the browser, to open the fragment elsewhere', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      const prevented: boolean[] = [];
      const record = (event: Event): void => {
        prevented.push(event.defaultPrevented);
        event.preventDefault(); // the test page must not navigate
      };
      document.addEventListener('click', record);
      const link = linksOf(el)[0]!;
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }),
      );
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }),
      );
      document.removeEventListener('click', record);
      expect(prevented).toEqual([true, false]);
    });

    it('hands focus to the first field of a group that takes none itself', async () => {
      const el = await fixture<SkForm>(`<sk-form><form>
        <sk-test-form-group id="contact" label="Contact methods">
          <label><input type="checkbox" name="contact" value="email"> Email</label>
          <label><input type="checkbox" name="contact" value="phone"> Phone</label>
        </sk-test-form-group>
        <button>Send</button>
      </form></sk-form>`);
      el.reportValidity();
      await settle();
      expect(linkTexts(el)).toEqual(['Contact methods: Select at least one option']);
      await userEvent.click(linksOf(el)[0]!);
      expect(document.activeElement).toBe(el.querySelector('input[value="email"]'));
    });

    it('scrolls a native field’s label into view before focusing it', async () => {
      const el = await fixture<SkForm>(
        basicForm().replace(
          '<label for="email">',
          '<label for="email" style="display: block; margin-block-start: 200vh">',
        ),
      );
      await submit(el);
      await userEvent.click(linksOf(el)[1]!);
      const label = el.querySelector('label')!.getBoundingClientRect();
      expect(label.top).toBeGreaterThanOrEqual(0);
      expect(label.bottom).toBeLessThanOrEqual(innerHeight);
      expect(document.activeElement).toBe(el.querySelector('#email'));
    });
  });

  describe('form', () => {
    it('shows the summary with novalidate on the form, and no browser bubble', async () => {
      const el = await fixture<SkForm>(basicForm('', 'novalidate'));
      await submit(el);
      expect(linkTexts(el)).toHaveLength(2);
      await expectSummaryFocused(el);
    });

    it('shows the fields’ own messages once submitted', async () => {
      const el = await fixture<SkForm>(basicForm());
      const text = el.querySelector('sk-test-text')!;
      expect(text.shadowRoot!.querySelector('[part~="error"]')).toBeNull();
      await submit(el);
      expect(shadow(text, '[part~="error"]').textContent).toBe('Please fill out this field.');
      expect(text.matches(':state(user-invalid)')).toBe(true);
    });

    it('updates the summary on the next submission, and hides it once the form is valid', async () => {
      const el = await fixture<SkForm>(basicForm());
      submissions(el.querySelector('form')!);
      await submit(el);
      expect(linkTexts(el)).toHaveLength(2);
      await userEvent.fill(shadow(el.querySelector('sk-test-text')!, 'input'), 'Ada');
      // The summary stays as it was until the reader submits again, as GOV.UK's does.
      expect(linkTexts(el)).toHaveLength(2);
      await submit(el);
      expect(el.errors.map(({ field }) => field.id)).toEqual(['email']);
      await userEvent.fill(el.querySelector<HTMLInputElement>('#email')!, 'ada@example.com');
      await submit(el);
      expect(el.errors).toEqual([]);
      expect(summaryOf(el).hidden).toBe(true);
      expect(el.matches(':state(invalid)')).toBe(false);
    });

    it('submits without validating for a button with formnovalidate, and hides the summary', async () => {
      const el = await fixture<SkForm>(
        basicForm().replace(
          '</form>',
          '<sk-button type="submit" formnovalidate id="draft">Save draft</sk-button></form>',
        ),
      );
      const seen = submissions(el.querySelector('form')!);
      await submit(el);
      expect(el.errors).toHaveLength(2);
      await userEvent.click(el.querySelector('#draft')!);
      await settle(el);
      expect(seen).toHaveLength(1);
      expect(el.errors).toEqual([]);
    });

    it('hides the summary when the form is reset', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      el.querySelector('form')!.reset();
      await settle(el);
      expect(summaryOf(el).hidden).toBe(true);
      expect(el.errors).toEqual([]);
    });

    it('lists a field associated with the form attribute from outside', async () => {
      const wrapper = await fixture(`<div>
        <sk-form><form id="outside-form"><button>Send</button></form></sk-form>
        <sk-test-text id="city" name="city" label="City" form="outside-form" required></sk-test-text>
      </div>`);
      const el = wrapper.querySelector<SkForm>('sk-form')!;
      await userEvent.click(el.querySelector('button')!);
      await settle();
      expect(linkTexts(el)).toEqual(['City: Please fill out this field.']);
    });

    it('lists radios that share a name once, linked to the first', async () => {
      const el = await fixture<SkForm>(`<sk-form><form>
        <fieldset><legend>Size</legend>
          <label><input type="radio" id="size-s" name="size" value="s" required> Small</label>
          <label><input type="radio" id="size-l" name="size" value="l"> Large</label>
        </fieldset>
        <button>Order</button>
      </form></sk-form>`);
      el.reportValidity();
      await settle();
      expect(el.errors.map(({ field }) => field.id)).toEqual(['size-s']);
    });

    it('shows a message alone when it already names the field', async () => {
      const el = await fixture<SkForm>(basicForm());
      el.querySelector<HTMLInputElement>('#email')!.setCustomValidity('Enter your email address');
      el.reportValidity();
      await settle();
      expect(linkTexts(el)[1]).toBe('Enter your email address');
    });

    it('shows a message alone for a field without a label', async () => {
      const el = await fixture<SkForm>(
        '<sk-form><form><input name="code" required><button>Go</button></form></sk-form>',
      );
      el.reportValidity();
      await settle();
      expect(linkTexts(el)).toEqual([el.querySelector('input')!.validationMessage]);
    });

    it('shows errors the server found, set with setCustomValidity, on reportValidity()', async () => {
      const el = await fixture<SkForm>(basicForm());
      await fill(el, 'Ada', 'ada@example.com');
      expect(el.reportValidity()).toBe(true);
      const text = el.querySelector<HTMLElement & { setCustomValidity(m: string): void }>(
        'sk-test-text',
      )!;
      text.setCustomValidity('That name is already registered');
      expect(el.reportValidity()).toBe(false);
      await settle();
      expect(linkTexts(el)).toEqual(['Full name: That name is already registered']);
      await expectSummaryFocused(el);
    });

    it('gives its data as FormData and as a plain object, repeated names as arrays', async () => {
      const el = await fixture<SkForm>(`<sk-form><form>
        <sk-test-text name="name" value="Ada" label="Name"></sk-test-text>
        <input type="checkbox" name="topics" value="css" checked aria-label="CSS">
        <input type="checkbox" name="topics" value="html" checked aria-label="HTML">
        <sk-test-checkbox name="terms" value="yes" checked label="Terms"></sk-test-checkbox>
        <input name="__proto__" value="safe" aria-label="Odd name">
        <input type="file" name="cv" aria-label="CV">
      </form></sk-form>`);
      const cv = new File(['hello'], 'cv.txt', { type: 'text/plain' });
      const transfer = new DataTransfer();
      transfer.items.add(cv);
      el.querySelector<HTMLInputElement>('input[type="file"]')!.files = transfer.files;
      expect([...el.getFormData().keys()]).toEqual([
        'name',
        'topics',
        'topics',
        'terms',
        '__proto__',
        'cv',
      ]);
      const data = el.getData();
      expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
      expect(Object.keys(data)).toEqual(['name', 'topics', 'terms', '__proto__', 'cv']);
      expect(data).toMatchObject({ name: 'Ada', topics: ['css', 'html'], terms: 'yes' });
      expect(Object.getOwnPropertyDescriptor(data, '__proto__')?.value).toBe('safe');
      expect(data.cv).toBeInstanceOf(File);
      expect((data.cv as File).name).toBe('cv.txt');
    });

    it('lets a valid submission through to the browser, which sends the form', async () => {
      const wrapper = await fixture(`<div>
        <iframe name="sk-form-frame" title="Where the form is sent"></iframe>
        ${basicForm('', 'action="/sk-form-action" target="sk-form-frame"')}
      </div>`);
      const el = wrapper.querySelector<SkForm>('sk-form')!;
      const frame = wrapper.querySelector('iframe')!;
      await fill(el, 'Ada', 'ada@example.com');
      const loaded = new Promise((resolve) =>
        frame.addEventListener('load', resolve, { once: true }),
      );
      await submit(el);
      await loaded;
      const { pathname, search } = frame.contentWindow!.location;
      expect(pathname).toBe('/sk-form-action');
      expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
        name: 'Ada',
        email: 'ada@example.com',
        intent: 'send',
      });
    });
  });

  describe('parts and states', () => {
    it('exposes the summary parts', async () => {
      const el = await fixture<SkForm>(basicForm());
      await submit(el);
      for (const part of ['summary', 'summary-title', 'summary-list', 'summary-link']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
    });

    it('matches :state(invalid) while the summary lists errors', async () => {
      const el = await fixture<SkForm>(basicForm());
      expect(el.matches(':state(invalid)')).toBe(false);
      await submit(el);
      expect(el.matches(':state(invalid)')).toBe(true);
    });

    it('draws the summary from the danger token, and takes --sk-form-summary-* properties', async () => {
      const wrapper = await fixture(
        `<div>${basicForm()}${basicForm('style="--sk-form-summary-border-color: var(--sk-color-focus-ring); --sk-form-summary-background: var(--sk-color-surface-subtle)"')}<span style="color: var(--sk-color-status-danger)">a</span><span style="color: var(--sk-color-focus-ring); background: var(--sk-color-surface-subtle)">b</span></div>`,
      );
      const [plain, custom] = [...wrapper.querySelectorAll<SkForm>('sk-form')];
      const [danger, probe] = [...wrapper.querySelectorAll('span')];
      for (const el of [plain!, custom!]) el.reportValidity();
      await settle();
      const style = (el: SkForm) => getComputedStyle(summaryOf(el));
      expect(style(plain!).borderTopColor).toBe(getComputedStyle(danger!).color);
      expect(style(custom!).borderTopColor).toBe(getComputedStyle(probe!).color);
      expect(style(custom!).backgroundColor).toBe(getComputedStyle(probe!).backgroundColor);
      expect(getComputedStyle(linksOf(plain!)[0]!).color).toBe(getComputedStyle(danger!).color);
    });

    it('keeps the summary outlined and its links in the link colour under forced colors', async () => {
      const el = await fixture<SkForm>(
        `<div>${basicForm()}<span style="color: CanvasText">a</span><span style="color: LinkText">b</span></div>`,
      ).then((wrapper) => wrapper.querySelector<SkForm>('sk-form')!);
      await commands.emulateForcedColors(true);
      await submit(el);
      const [text, link] = [...el.parentElement!.querySelectorAll('span')];
      const style = getComputedStyle(summaryOf(el));
      expect(style.borderTopStyle).toBe('solid');
      expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(2);
      expect(style.borderTopColor).toBe(getComputedStyle(text!).color);
      expect(getComputedStyle(linksOf(el)[0]!).color).toBe(getComputedStyle(link!).color);
    });

    it('draws the focus ring on the summary and its links from the focus token', async () => {
      const el = await fixture<SkForm>(
        `<div>${basicForm()}<span style="color: var(--sk-color-focus-ring)">a</span></div>`,
      ).then((wrapper) => wrapper.querySelector<SkForm>('sk-form')!);
      el.querySelector<HTMLElement>('sk-test-text')!.focus();
      await userEvent.keyboard('{Enter}');
      await expectSummaryFocused(el);
      const ring = getComputedStyle(el.parentElement!.querySelector('span')!).color;
      expect(getComputedStyle(summaryOf(el)).outlineColor).toBe(ring);
      await userEvent.tab();
      const link = getComputedStyle(linksOf(el)[0]!);
      expect([link.outlineStyle, link.outlineColor]).toEqual(['solid', ring]);
    });

    it('mirrors in right-to-left text', async () => {
      const wrapper = await fixture(
        `<div><div dir="ltr">${basicForm()}</div><div dir="rtl">${basicForm()}</div></div>`,
      );
      const [ltr, rtl] = [...wrapper.querySelectorAll<SkForm>('sk-form')];
      for (const el of [ltr!, rtl!]) el.reportValidity();
      await settle();
      const gaps = (el: SkForm) => {
        const box = summaryOf(el).getBoundingClientRect();
        const title = shadow(el, '#title').firstElementChild ?? shadow(el, '#title');
        const range = document.createRange();
        range.selectNodeContents(title);
        const text = range.getBoundingClientRect();
        return { start: text.left - box.left, end: box.right - text.right };
      };
      expect(gaps(ltr!).start).toBeLessThan(gaps(ltr!).end);
      expect(gaps(rtl!).start).toBeGreaterThan(gaps(rtl!).end);
    });

    for (const [lang, title, item] of [
      ['fi', 'Lomakkeessa on ongelma', 'Koko nimi: Täytä tämä kenttä.'],
      ['fr', 'Il y a un problème', 'Koko nimi\u00a0: Veuillez renseigner ce champ.'],
      ['ar', 'توجد مشكلة', 'Koko nimi: يُرجى ملء هذا الحقل.'],
    ] as const) {
      it(`speaks ${lang}: the title and the form of each error`, async () => {
        const el = await fixture(
          `<div lang="${lang}">${basicForm().replace('Full name', 'Koko nimi')}</div>`,
        ).then((wrapper) => wrapper.querySelector<SkForm>('sk-form')!);
        el.reportValidity();
        await settle();
        expect(shadow(el, '[part~="summary-title"]').textContent!.trim()).toBe(title);
        expect(linkTexts(el)[0]).toContain(item);
      });
    }

    it('is a registered, repeat-safe custom element', () => {
      expect(customElements.get('sk-form')).toBe(SkForm);
      expect(() => defineElement('sk-form', class extends SkForm {})).not.toThrow();
      expect(customElements.get('sk-form')).toBe(SkForm);
    });
  });
});
