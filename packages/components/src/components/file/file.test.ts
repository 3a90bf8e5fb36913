import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { SkRemoveEvent } from '../../events/remove.js';
import { en } from '../../localization/translations/en.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { acceptsFile, parseSize } from './file-rules.js';
import { type SkFile } from './file.js';
import { SkFileRemoveEvent } from './file.types.js';
import './sk-file.js';
import { computedColor } from '../../testing/colors.js';

/* Files as a reader's device would hand them over: a name, a MIME type and some bytes. */
const pdf = (name = 'report.pdf', bytes = 1500): File =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const png = (name = 'photo.png', bytes = 800): File =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const exe = (name = 'report.exe'): File =>
  new File(['MZ'], name, { type: 'application/x-msdownload' });

function transfer(files: readonly File[]): DataTransfer {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return data;
}

/** The native file input: the focused, announced control, transparent over the drop zone. */
const control = (el: Element): HTMLInputElement => shadow<HTMLInputElement>(el, '#control');
const zone = (el: Element): HTMLElement => shadow(el, '[part~="drop-zone"]');
const button = (el: Element): HTMLElement => shadow(el, '[part~="button"]');
const error = (el: Element): string => shadow(el, '[part~="error"]').textContent!.trim();
const status = (el: Element): string => shadow(el, '[role="status"]').textContent!.trim();
const removeButtons = (el: Element): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="remove-button"]'),
];
/** The listed files as "name size", as a reader sees them. */
const listed = (el: Element): string[] =>
  [...el.shadowRoot!.querySelectorAll('[part~="file"]')].map(
    (item) =>
      `${item.querySelector('[part~="file-name"]')!.textContent!.trim()} ${item.querySelector('[part~="file-size"]')!.textContent!.trim()}`,
  );

/** Chooses files in the picker: the native input gets them and fires input and change. */
async function pick(el: HTMLElement, files: readonly File[]): Promise<void> {
  const input = control(el);
  input.files = transfer(files).files;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

function drag(target: Element, type: string, data: DataTransfer): DragEvent {
  const event = new DragEvent(type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    dataTransfer: data,
  });
  target.dispatchEvent(event);
  return event;
}

/** Drags files onto the drop zone and drops them, as a pointer does. */
async function drop(el: HTMLElement, files: readonly File[]): Promise<void> {
  const data = transfer(files);
  drag(zone(el), 'dragenter', data);
  drag(zone(el), 'dragover', data);
  drag(zone(el), 'drop', data);
  await settle();
}

/** The drop zone's computed style once its colour transitions have finished. */
async function zoneStyle(el: Element): Promise<CSSStyleDeclaration> {
  for (let running = zone(el).getAnimations(); running.length; running = zone(el).getAnimations()) {
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
  return getComputedStyle(zone(el));
}

/**
 * Records each click on the native input — from a pointer, or from Enter or Space — and whether
 * it would open the file picker (the field cancels it while read only); opens none.
 */
function pickerRequests(el: Element): boolean[] {
  const requests: boolean[] = [];
  // On the shadow root, so the input's own listener has had its say.
  el.shadowRoot!.addEventListener('click', (event) => {
    if (event.target !== control(el)) return;
    requests.push(!event.defaultPrevented);
    event.preventDefault();
  });
  return requests;
}

describe('<sk-file>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const layout of ['vertical', 'horizontal', 'compact']) {
      it(`has no axe violations in every state, in the ${layout} layout`, async () => {
        const form = await fixture<HTMLFormElement>(`<form>
          <sk-file layout="${layout}" label="CV" hint="PDF, up to 5 MB." accept=".pdf"></sk-file>
          <sk-file layout="${layout}" label="Photos" multiple></sk-file>
          <sk-file layout="${layout}" label="Scan" disabled></sk-file>
          <sk-file layout="${layout}" label="Copy" readonly></sk-file>
          <sk-file layout="${layout}" label="Passport" name="passport" required></sk-file>
        </form>`);
        const [, photos, scan, copy] = form.querySelectorAll<SkFile>('sk-file');
        await drop(photos!, [png(), png('map.png')]);
        for (const el of [scan!, copy!]) el.files = [pdf()];
        await settle();
        await expectNoAxeViolations(form);
        form.requestSubmit();
        await settle();
        await expectNoAxeViolations(form);
      });
    }

    it('has no axe violations while files are dragged over it, and showing a refusal, in RTL', async () => {
      const el = await fixture<SkFile>(
        '<sk-file lang="ar" dir="rtl" label="المرفقات" accept=".pdf" multiple></sk-file>',
      );
      drag(zone(el), 'dragenter', transfer([pdf()]));
      expect(el.matches(':state(drag-over)')).toBe(true);
      await expectNoAxeViolations(el);
      drag(zone(el), 'drop', transfer([pdf(), exe()]));
      await settle();
      await expectNoAxeViolations(el);
    });

    it('is a button named by its label, described by its hint, as a native file input', async () => {
      const el = await fixture('<sk-file label="Your CV" hint="A PDF, up to 5 MB."></sk-file>');
      const node = await accessibleNode(control(el));
      expect(node.role).toBe('button');
      expect(node.name).toBe('Your CV');
      expect(node.description).toBe('A PDF, up to 5 MB.');
    });

    it('names each remove button "Remove" and the file, in the language of its nearest lang', async () => {
      const wrapper = await fixture(
        '<div><sk-file label="CV"></sk-file><sk-file lang="fi" label="Ansioluettelo"></sk-file><sk-file lang="de" label="Lebenslauf"></sk-file></div>',
      );
      const [en, fi, de] = wrapper.querySelectorAll<SkFile>('sk-file');
      for (const el of [en!, fi!, de!]) el.files = [pdf('cv.pdf')];
      await settle();
      await expect.element(page.getByRole('button', { name: 'Remove cv.pdf' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Poista cv.pdf' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'cv.pdf entfernen' })).toBeVisible();
      // The visible word is part of the name, so speech users can say what they see.
      expect(removeButtons(de!)[0]!.textContent!.trim()).toBe('Entfernen');
    });

    it('lists the chosen files as a list, each with its name, size and remove button', async () => {
      const el = await fixture<SkFile>('<sk-file label="Photos" multiple></sk-file>');
      await drop(el, [png('a.png', 999), pdf('b.pdf', 2_500_000)]);
      const list = shadow(el, '[part~="file-list"]');
      expect(list.localName).toBe('ul');
      expect((await accessibleNode(list)).role).toBe('list');
      expect(listed(el)).toEqual(['a.png 999 bytes', 'b.pdf 2.5 MB']);
      expect(removeButtons(el).map((button) => button.type)).toEqual(['button', 'button']);
    });

    it('announces added, removed and refused files politely', async () => {
      const el = await fixture<SkFile>(
        '<sk-file label="Documents" multiple accept=".pdf"></sk-file>',
      );
      await pick(el, [pdf('a.pdf')]);
      expect(status(el)).toBe('a.pdf added.');
      await drop(el, [pdf('b.pdf'), pdf('c.pdf'), exe('d.exe')]);
      expect(status(el)).toBe('2 files added. d.exe is not an accepted file type.');
      await drop(el, [exe('e.exe')]);
      expect(status(el)).toBe('e.exe is not an accepted file type.');
      await userEvent.click(removeButtons(el)[0]!);
      await settle();
      expect(status(el)).toBe('a.pdf removed.');
    });

    it('announces in the language of its nearest lang, with plural forms', async () => {
      const wrapper = await fixture(
        '<div lang="ar"><sk-file label="الملفات" multiple max-files="3"></sk-file></div>',
      );
      const el = wrapper.querySelector<SkFile>('sk-file')!;
      await drop(el, [pdf('a.pdf'), pdf('b.pdf')]);
      expect(status(el)).toBe('تمت إضافة ملفين.');
      await drop(el, [pdf('c.pdf'), pdf('d.pdf')]);
      expect(status(el)).toBe(
        'تمت إضافة c.pdf. لم تتم إضافة d.pdf: يمكنك اختيار 3 ملفات كحد أقصى.',
      );
    });

    it('is one control: the input over the drop zone, whose own text is hidden from assistive technology', async () => {
      const el = await fixture('<sk-file label="CV"></sk-file>');
      expect(zone(el).tabIndex).toBe(-1);
      expect(zone(el).hasAttribute('role')).toBe(false);
      // The input covers the zone, so a pointer anywhere on it reaches the input.
      const area = zone(el).getBoundingClientRect();
      const input = control(el).getBoundingClientRect();
      expect([input.width, input.height]).toEqual([area.width - 4, area.height - 4]);
      for (const part of ['button', 'instructions']) {
        expect(shadow(el, `[part~="${part}"]`).getAttribute('aria-hidden'), part).toBe('true');
      }
    });
  });

  describe('properties', () => {
    it('has documented defaults, and writes no attribute for them', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      expect(el.files).toEqual([]);
      expect(el.accept).toBe('');
      expect(el.multiple).toBe(false);
      expect(el.maxSize).toBe('');
      expect(el.maxFiles).toBeUndefined();
      expect(el.capture).toBeUndefined();
      expect(el.hasAttribute('multiple')).toBe(false);
      const input = control(el);
      for (const name of ['accept', 'multiple', 'capture']) {
        expect(input.hasAttribute(name), name).toBe(false);
      }
    });

    it('says "Choose file", or "Choose files" with multiple, in the reader’s language', async () => {
      const wrapper = await fixture(
        '<div><sk-file label="A"></sk-file><sk-file label="B" multiple></sk-file><sk-file lang="sv" label="C" multiple></sk-file><sk-file lang="fr" label="D"></sk-file></div>',
      );
      const text = (el: Element): string =>
        `${button(el).textContent!.trim()} ${shadow(el, '[part~="instructions"]').textContent!.trim()}`;
      expect([...wrapper.querySelectorAll('sk-file')].map(text)).toEqual([
        'Choose file or drop a file here',
        'Choose files or drop files here',
        'Välj filer eller släpp filer här',
        'Choisir un fichier ou déposez un fichier ici',
      ]);
    });

    it('gives the picker its accept, multiple and capture', async () => {
      const el = await fixture<SkFile>(
        '<sk-file label="Photo" accept="image/*,.heic" multiple capture="environment"></sk-file>',
      );
      const input = control(el);
      expect(input.type).toBe('file');
      expect(input.accept).toBe('image/*,.heic');
      expect(input.multiple).toBe(true);
      expect(input.getAttribute('capture')).toBe('environment');
      el.multiple = false;
      el.capture = 'user';
      await settle();
      expect(input.multiple).toBe(false);
      expect(input.getAttribute('capture')).toBe('user');
    });

    it('falls back to capture="environment" with one SK001 for an invalid value; removing restores silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkFile>('<sk-file label="Photo" capture="sideways"></sk-file>');
      expect(el.capture).toBe('environment');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-file] SK001');
      el.removeAttribute('capture');
      await settle();
      expect(el.capture).toBeNull();
      expect(control(el).hasAttribute('capture')).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('lists the files it is given, sized in the language of its nearest lang, without events', async () => {
      const el = await fixture<SkFile>('<sk-file lang="de" label="Anhänge" multiple></sk-file>');
      const log = captureEvents(el, ['input', 'change']);
      el.files = [pdf('bericht.pdf', 1500), png('bild.png', 512)];
      await settle();
      expect(listed(el)).toEqual(['bericht.pdf 1,5 kB', 'bild.png 512 Byte']);
      expect(log.types()).toEqual([]);
    });

    it('replaces its file with a new choice, without multiple', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      await pick(el, [pdf('first.pdf')]);
      await pick(el, [pdf('second.pdf')]);
      expect(el.files.map((file) => file.name)).toEqual(['second.pdf']);
    });

    it('adds to its files with multiple, in the order chosen', async () => {
      const el = await fixture<SkFile>('<sk-file label="Photos" multiple></sk-file>');
      await pick(el, [png('a.png'), png('b.png')]);
      await drop(el, [png('c.png')]);
      expect(el.files.map((file) => file.name)).toEqual(['a.png', 'b.png', 'c.png']);
    });

    it('takes the same file again after it was removed', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      const file = pdf();
      await pick(el, [file]);
      // The picker's own value is emptied, so choosing the same file again is a change.
      expect(control(el).value).toBe('');
      await userEvent.click(removeButtons(el)[0]!);
      await pick(el, [file]);
      expect(el.files).toEqual([file]);
    });

    it('reads accept as the picker does: extensions, MIME types and wildcards, in any case', () => {
      const cases: [string, File, boolean][] = [
        ['', exe(), true],
        ['.pdf', pdf('REPORT.PDF'), true],
        ['.PDF', pdf('report.pdf'), true],
        ['.pdf', new File(['x'], 'report.pdf.exe'), false],
        ['application/pdf', pdf('no-extension'), true],
        ['application/pdf', new File(['x'], 'report.pdf'), false],
        ['image/*', png(), true],
        ['image/*', pdf(), false],
        ['image/png, .pdf', pdf(), true],
        [' .doc , .docx ', new File(['x'], 'letter.docx'), true],
        ['.doc', new File(['x'], 'letter.docx'), false],
      ];
      for (const [accept, file, expected] of cases) {
        expect(acceptsFile(accept, file), `${accept} ${file.name}`).toBe(expected);
      }
    });

    it('reads max-size as bytes or with a decimal unit', () => {
      const cases: [string, number][] = [
        ['5000000', 5_000_000],
        ['5 MB', 5_000_000],
        ['5mb', 5_000_000],
        ['500 kB', 500_000],
        ['1.5GB', 1_500_000_000],
        ['.5 MB', 500_000],
        ['12 B', 12],
        ['2 TB', 2e12],
      ];
      for (const [text, bytes] of cases) expect(parseSize(text), text).toBe(bytes);
      for (const text of ['', 'five', '5 MiB', '-1', '5 MB each', '1e6']) {
        expect(parseSize(text), text).toBeNaN();
      }
    });

    it('takes max-size as a number of bytes from script, and follows its changes', async () => {
      const el = await fixture<SkFile>(
        '<sk-file label="Scans" multiple max-size="5 MB"></sk-file>',
      );
      (el as unknown as { maxSize: number }).maxSize = 1000;
      await settle();
      await drop(el, [pdf('small.pdf', 1000), pdf('big.pdf', 1001)]);
      expect(el.files.map((file) => file.name)).toEqual(['small.pdf']);
      expect(error(el)).toBe('big.pdf is larger than 1 kB.');
      el.maxSize = '';
      await settle();
      await drop(el, [pdf('big.pdf', 9_000_000)]);
      expect(el.files).toHaveLength(2);
    });

    it('warns once (SK016) for a max-size or max-files it cannot read, and sets no limit', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const wrapper = await fixture(
        '<div><sk-file label="A" max-size="huge"></sk-file><sk-file label="B" multiple max-files="0"></sk-file><sk-file label="C" multiple max-files="2.5"></sk-file></div>',
      );
      expect(warn.mock.calls.map((call) => String(call[0]).slice(0, 15))).toEqual([
        '[sk-file] SK016',
        '[sk-file] SK016',
        '[sk-file] SK016',
      ]);
      const [a, b] = wrapper.querySelectorAll<SkFile>('sk-file');
      await drop(a!, [pdf('big.pdf', 9_000_000)]);
      await drop(b!, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')]);
      expect([a!.files.length, b!.files.length]).toEqual([1, 3]);
      // Removing the attributes restores "no limit" without a word.
      a!.removeAttribute('max-size');
      b!.removeAttribute('max-files');
      await settle();
      expect(warn).toHaveBeenCalledTimes(3);
    });
  });

  describe('rules', () => {
    it('refuses a file of a type accept does not list, naming it, and adds the others', async () => {
      const el = await fixture<SkFile>(
        '<sk-file label="Documents" name="docs" accept=".pdf,image/*" multiple></sk-file>',
      );
      await drop(el, [pdf(), exe(), png()]);
      expect(el.files.map((file) => file.name)).toEqual(['report.pdf', 'photo.png']);
      expect(el.validity.typeMismatch).toBe(true);
      expect(el.validationMessage).toBe('report.exe is not an accepted file type.');
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(error(el)).toBe('report.exe is not an accepted file type.');
    });

    it('checks accept on files from the picker too, whose filter the reader can switch off', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV" accept=".pdf"></sk-file>');
      const heard = vi.fn();
      el.addEventListener('input', heard);
      el.addEventListener('change', heard);
      await pick(el, [exe()]);
      expect(el.files).toEqual([]);
      expect(error(el)).toBe('report.exe is not an accepted file type.');
      // The native input's own input event, which leaves the shadow root, is stopped too.
      expect(heard).not.toHaveBeenCalled();
    });

    it('refuses a file larger than max-size, naming the file and the limit', async () => {
      const el = await fixture<SkFile>(
        '<sk-file label="Scans" max-size="5 MB" multiple></sk-file>',
      );
      await drop(el, [pdf('exact.pdf', 5_000_000), pdf('scan.pdf', 5_000_001)]);
      expect(el.files.map((file) => file.name)).toEqual(['exact.pdf']);
      expect(el.validity.rangeOverflow).toBe(true);
      expect(error(el)).toBe('scan.pdf is larger than 5 MB.');
    });

    it('refuses files beyond max-files, naming each', async () => {
      const el = await fixture<SkFile>('<sk-file label="Photos" multiple max-files="2"></sk-file>');
      await drop(el, [png('a.png')]);
      await drop(el, [png('b.png'), png('c.png'), png('d.png')]);
      expect(el.files.map((file) => file.name)).toEqual(['a.png', 'b.png']);
      expect(el.validity.tooLong).toBe(true);
      expect(error(el)).toBe(
        'c.png was not added: you can choose up to 2 files. d.png was not added: you can choose up to 2 files.',
      );
    });

    it('takes one file without multiple, and refuses a second one dropped with it', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV" max-files="5"></sk-file>');
      await drop(el, [pdf('a.pdf'), pdf('b.pdf')]);
      expect(el.files.map((file) => file.name)).toEqual(['a.pdf']);
      expect(error(el)).toBe('b.pdf was not added: you can choose only 1 file.');
    });

    it('names every rule a choice broke, and sets each flag', async () => {
      const el = await fixture<SkFile>(
        '<sk-file label="Files" accept=".pdf" max-size="1 kB" multiple max-files="1"></sk-file>',
      );
      await drop(el, [exe('a.exe'), pdf('big.pdf', 2000), pdf('ok.pdf', 10), pdf('more.pdf', 10)]);
      expect(el.files.map((file) => file.name)).toEqual(['ok.pdf']);
      const { typeMismatch, rangeOverflow, tooLong } = el.validity;
      expect([typeMismatch, rangeOverflow, tooLong]).toEqual([true, true, true]);
      expect(error(el)).toBe(
        'a.exe is not an accepted file type. big.pdf is larger than 1 kB. more.pdf was not added: you can choose only 1 file.',
      );
    });

    it('keeps its file, and fires no change, when every file is refused', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV" accept=".pdf"></sk-file>');
      await pick(el, [pdf()]);
      const log = captureEvents(el, ['input', 'change']);
      await drop(el, [exe()]);
      expect(el.files.map((file) => file.name)).toEqual(['report.pdf']);
      expect(log.types()).toEqual([]);
      expect(error(el)).toBe('report.exe is not an accepted file type.');
    });

    it('drops the error when the reader next adds or removes a file, or resets the form', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-file label="Docs" accept=".pdf" multiple></sk-file></form>',
      );
      const el = form.querySelector<SkFile>('sk-file')!;
      await drop(el, [pdf(), exe()]);
      expect(el.validity.valid).toBe(false);
      await drop(el, [pdf('more.pdf')]);
      expect(el.validity.valid).toBe(true);
      expect(el.shadowRoot!.querySelector('[part~="error"]')).toBeNull();

      await drop(el, [exe()]);
      await userEvent.click(removeButtons(el)[0]!);
      await settle();
      expect(el.validity.valid).toBe(true);

      await drop(el, [exe()]);
      form.reset();
      await settle();
      expect(el.validity.valid).toBe(true);
      expect(el.files).toEqual([]);
      expect(status(el)).toBe('');
    });

    it('words every refusal in the language of its nearest lang', async () => {
      const cases: [string, string, string][] = [
        ['fi', 'accept=".pdf"', 'Tiedoston report.exe tyyppiä ei hyväksytä.'],
        ['sv', 'accept=".pdf"', 'report.exe är inte en godkänd filtyp.'],
        ['de', 'max-size="1 kB"', 'big.pdf ist größer als 1 kB.'],
        ['fr', 'max-size="1 kB"', 'Le fichier big.pdf dépasse 1\u202fko.'],
        ['fr', '', 'b.pdf n’a pas été ajouté : vous ne pouvez choisir que 1 fichier.'],
        [
          'de',
          'multiple max-files="3"',
          'd.pdf wurde nicht hinzugefügt: Sie können höchstens 3 Dateien auswählen.',
        ],
      ];
      for (const [lang, attributes, message] of cases) {
        const el = await fixture<SkFile>(
          `<sk-file lang="${lang}" label="F" ${attributes}></sk-file>`,
        );
        await drop(el, [
          ...(attributes.includes('accept') ? [exe()] : []),
          ...(attributes.includes('max-size') ? [pdf('big.pdf', 2000)] : []),
          ...(attributes.includes('max-size') || attributes.includes('accept')
            ? []
            : [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')].slice(
                0,
                el.multiple ? 4 : 2,
              )),
        ]);
        expect(error(el), `${lang} ${attributes}`).toBe(message);
      }
    });

    it('blocks its form’s submission while a refusal shows, and reports it in sk-invalid', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-file label="CV" name="cv" accept=".pdf"></sk-file></form>',
      );
      const el = form.querySelector<SkFile>('sk-file')!;
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      await drop(el, [exe()]);
      const invalid = oneEvent(el, 'sk-invalid');
      form.requestSubmit();
      expect((await invalid).detail.message).toBe('report.exe is not an accepted file type.');
      expect(onSubmit).not.toHaveBeenCalled();
      await drop(el, [pdf()]);
      form.requestSubmit();
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('events', () => {
    it('fires input, then change, when files are picked, dropped or removed', async () => {
      const el = await fixture<SkFile>('<sk-file label="Photos" multiple></sk-file>');
      const log = captureEvents(document, ['input', 'change']);
      await pick(el, [png('a.png')]);
      await drop(el, [png('b.png')]);
      await userEvent.click(removeButtons(el)[0]!);
      await settle();
      log.stop();
      expect(log.types()).toEqual(['input', 'change', 'input', 'change', 'input', 'change']);
      // Fired by the host, which listeners outside its shadow root see as the target.
      expect(log.events.every((event) => event.target === el && event.bubbles)).toBe(true);
    });

    it('has the new files in place, in the form data too, when input fires', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-file label="CV" name="cv"></sk-file></form>',
      );
      const el = form.querySelector<SkFile>('sk-file')!;
      const seen: string[] = [];
      el.addEventListener('input', () => {
        seen.push(el.files[0]!.name, (new FormData(form).get('cv') as File).name);
      });
      await pick(el, [pdf('cv.pdf')]);
      expect(seen).toEqual(['cv.pdf', 'cv.pdf']);
    });

    it('fires a cancelable sk-remove naming the file, then removes it', async () => {
      const el = await fixture<SkFile>('<sk-file label="Photos" multiple></sk-file>');
      const [a, b] = [png('a.png'), png('b.png')];
      await drop(el, [a, b]);
      const log = captureEvents(document, ['sk-remove', 'input', 'change']);
      await userEvent.click(removeButtons(el)[1]!);
      await settle();
      log.stop();
      expect(log.types()).toEqual(['sk-remove', 'input', 'change']);
      const [removal] = log.events;
      expect(removal).toBeInstanceOf(SkRemoveEvent);
      expect(removal).toBeInstanceOf(SkFileRemoveEvent);
      expect(removal!.target).toBe(el);
      expect([removal!.cancelable, removal!.composed, removal!.bubbles]).toEqual([
        true,
        true,
        true,
      ]);
      expect((removal as SkFileRemoveEvent).detail).toEqual({ file: b, index: 1 });
      expect(el.files).toEqual([a]);
    });

    it('keeps the file, and focus on its button, when sk-remove is cancelled', async () => {
      const el = await fixture<SkFile>('<sk-file label="Photos" multiple></sk-file>');
      await drop(el, [png('a.png'), png('b.png')]);
      const onChange = vi.fn();
      el.addEventListener('change', onChange);
      const removal = oneEvent(el, 'sk-remove', { cancel: true });
      removeButtons(el)[0]!.focus();
      await userEvent.keyboard('{Enter}');
      await removal;
      await settle();
      expect(el.files.map((file) => file.name)).toEqual(['a.png', 'b.png']);
      expect(onChange).not.toHaveBeenCalled();
      expect(el.shadowRoot!.activeElement).toBe(removeButtons(el)[0]);
      expect(status(el)).toBe('2 files added.');
    });
  });

  describe('slots', () => {
    it('takes its label and hint from their slots', async () => {
      const el = await fixture(
        '<sk-file><span slot="label">Your <b>CV</b></span><span slot="hint">A PDF, up to <i>5 MB</i>.</span></sk-file>',
      );
      const node = await accessibleNode(control(el));
      expect(node.name).toBe('Your CV');
      expect(node.description).toBe('A PDF, up to 5 MB.');
    });
  });

  describe('keyboard', () => {
    it('is one tab stop while empty, and adds one per remove button, in list order', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-file label="Photos" multiple></sk-file><button>After</button></div>',
      );
      const el = wrapper.querySelector<SkFile>('sk-file')!;
      const [before, after] = wrapper.querySelectorAll('button');
      before!.focus();
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(control(el));
      await userEvent.tab();
      expect(document.activeElement).toBe(after);

      await drop(el, [png('a.png'), png('b.png')]);
      before!.focus();
      const stops: (Element | null)[] = [];
      for (let i = 0; i < 4; i++) {
        await userEvent.tab();
        stops.push(
          document.activeElement === el ? el.shadowRoot!.activeElement : document.activeElement,
        );
      }
      expect(stops).toEqual([control(el), ...removeButtons(el), after]);
    });

    for (const [key, name] of [
      ['{Enter}', 'Enter'],
      [' ', 'Space'],
    ] as const) {
      it(`opens the file picker with ${name}`, async () => {
        const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
        const requests = pickerRequests(el);
        control(el).focus();
        await userEvent.keyboard(key);
        expect(requests).toEqual([true]);
      });
    }

    it('opens the picker on a click anywhere on the drop zone, or on the label', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      const requests = pickerRequests(el);
      const corner = zone(el).getBoundingClientRect();
      await userEvent.click(zone(el), { position: { x: corner.width - 8, y: corner.height - 8 } });
      await userEvent.click(zone(el), { position: { x: 8, y: 8 } });
      await userEvent.click(shadow(el, '[part~="label"]'));
      expect(requests).toEqual([true, true, true]);
    });

    it('does not open the picker while disabled or read only', async () => {
      const wrapper = await fixture(
        '<div><sk-file label="A" disabled></sk-file><sk-file label="B" readonly></sk-file></div>',
      );
      const [disabled, readonly] = wrapper.querySelectorAll<SkFile>('sk-file');
      const requests = [pickerRequests(disabled!), pickerRequests(readonly!)];
      expect(control(disabled!).disabled).toBe(true);
      // Read only stays focusable, so its name and files can still be read.
      expect(control(readonly!).getAttribute('aria-disabled')).toBe('true');
      control(readonly!).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await userEvent.click(zone(disabled!), { force: true });
      await userEvent.click(zone(readonly!));
      // The read-only field's clicks arrive, cancelled; the disabled one's never do.
      expect(requests).toEqual([[], [false, false, false]]);
    });

    it('removes a file with Enter or Space on its button, and focuses the next file’s button', async () => {
      const el = await fixture<SkFile>('<sk-file label="Photos" multiple></sk-file>');
      await drop(el, [png('a.png'), png('b.png'), png('c.png')]);
      removeButtons(el)[0]!.focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.files.map((file) => file.name)).toEqual(['b.png', 'c.png']);
      expect(el.shadowRoot!.activeElement).toBe(removeButtons(el)[0]);
      expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).toBe('Remove b.png');
      await userEvent.keyboard(' ');
      await settle();
      expect(el.files.map((file) => file.name)).toEqual(['c.png']);
      expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).toBe('Remove c.png');
    });

    it('moves focus back to the choose button after removing the last file in the list', async () => {
      const el = await fixture<SkFile>('<sk-file label="Photos" multiple></sk-file>');
      await drop(el, [png('a.png'), png('b.png')]);
      removeButtons(el)[1]!.focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.files.map((file) => file.name)).toEqual(['a.png']);
      expect(el.shadowRoot!.activeElement).toBe(control(el));
      removeButtons(el)[0]!.focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.files).toEqual([]);
      expect(el.shadowRoot!.activeElement).toBe(control(el));
      expect(shadow(el, '[part~="file-list"]').hidden).toBe(true);
    });

    it('has no remove buttons while disabled or read only', async () => {
      const wrapper = await fixture(
        '<div><sk-file label="A" disabled></sk-file><sk-file label="B" readonly></sk-file></div>',
      );
      for (const el of wrapper.querySelectorAll<SkFile>('sk-file')) {
        el.files = [pdf()];
        await settle();
        expect(listed(el)).toEqual(['report.pdf 1.5 kB']);
        expect(removeButtons(el)[0]!.checkVisibility()).toBe(false);
      }
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-file',
      field: { role: 'button' },
      files: { choose: pick },
      required: { message: en.valueMissingFile },
    });

    it('sends the chosen File objects when its form is submitted', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><input name="title" value="Trip"><sk-file label="Photos" name="photos" multiple></sk-file><sk-file label="Cover" name="cover"></sk-file><button>Send</button></form>',
      );
      const [photos, cover] = form.querySelectorAll<SkFile>('sk-file');
      const [a, b, c] = [png('a.png', 100), png('b.png', 200), pdf('cover.pdf', 300)];
      await drop(photos!, [a, b]);
      await pick(cover!, [c]);
      const sent: FormData[] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push(new FormData(form));
      });
      await userEvent.click(form.querySelector('button')!);
      expect(sent).toHaveLength(1);
      const data = sent[0]!;
      expect(data.get('title')).toBe('Trip');
      const files = data.getAll('photos') as File[];
      expect(files.map((file) => [file.name, file.size, file.type])).toEqual([
        ['a.png', 100, 'image/png'],
        ['b.png', 200, 'image/png'],
      ]);
      expect(files[0]).toBe(a);
      expect(data.get('cover')).toBe(c);
    });

    it('is required with "Please select a file.", in the reader’s language', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form lang="sv"><sk-file label="CV" name="cv" required></sk-file></form>',
      );
      const el = form.querySelector<SkFile>('sk-file')!;
      form.requestSubmit();
      await settle();
      expect(el.validity.valueMissing).toBe(true);
      expect(error(el)).toBe('Välj en fil.');
    });

    it('sends nothing while disabled, and nothing is added by a drop', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-file label="CV" name="cv" disabled></sk-file></form>',
      );
      const el = form.querySelector<SkFile>('sk-file')!;
      await drop(el, [pdf()]);
      expect(el.files).toEqual([]);
      expect([...new FormData(form)]).toEqual([]);
    });

    it('empties its list, and the picker, when the form is reset', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-file label="Photos" name="photos" multiple></sk-file></form>',
      );
      const el = form.querySelector<SkFile>('sk-file')!;
      await drop(el, [png('a.png'), png('b.png')]);
      form.reset();
      await settle();
      expect(listed(el)).toEqual([]);
      expect(shadow(el, '[part~="file-list"]').hidden).toBe(true);
      expect(control(el).files).toHaveLength(0);
      expect(el.matches(':state(user-valid)')).toBe(false);
    });
  });

  describe('parts and states', () => {
    it('exposes its parts', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      el.files = [pdf()];
      await settle();
      for (const part of [
        'drop-zone',
        'control',
        'button',
        'instructions',
        'file-list',
        'file',
        'file-name',
        'file-size',
        'remove-button',
      ]) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
      expect(control(el).localName).toBe('input');
    });

    it('is :state(drag-over) while files are dragged over the drop zone, not text', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      const files = transfer([pdf()]);
      const text = new DataTransfer();
      text.setData('text/plain', 'hello');
      expect(drag(zone(el), 'dragenter', text).defaultPrevented).toBe(false);
      expect(drag(zone(el), 'dragover', text).defaultPrevented).toBe(false);
      expect(el.matches(':state(drag-over)')).toBe(false);

      drag(zone(el), 'dragenter', files);
      // Moving onto the button inside enters it before leaving the zone.
      drag(control(el), 'dragenter', files);
      drag(zone(el), 'dragleave', files);
      expect(el.matches(':state(drag-over)')).toBe(true);
      const over = drag(zone(el), 'dragover', files);
      expect(over.defaultPrevented).toBe(true);
      drag(control(el), 'dragleave', files);
      expect(el.matches(':state(drag-over)')).toBe(false);

      drag(zone(el), 'dragenter', files);
      drag(zone(el), 'drop', files);
      expect(el.matches(':state(drag-over)')).toBe(false);
    });

    it('shows the drag-over state with a solid border in the interactive colour', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      expect((await zoneStyle(el)).borderTopStyle).toBe('dashed');
      drag(zone(el), 'dragenter', transfer([pdf()]));
      const style = await zoneStyle(el);
      expect(style.borderTopStyle).toBe('solid');
      expect(style.borderTopColor).toBe(computedColor('var(--sk-color-interactive)'));
    });

    it('refuses a drop while disabled, without letting the browser open the file', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV" disabled></sk-file>');
      const files = transfer([pdf()]);
      drag(zone(el), 'dragenter', files);
      expect(el.matches(':state(drag-over)')).toBe(false);
      const over = drag(zone(el), 'dragover', files);
      expect(over.defaultPrevented).toBe(true);
      expect(drag(zone(el), 'drop', files).defaultPrevented).toBe(true);
      await settle();
      expect(el.files).toEqual([]);
    });

    it('draws the focus ring around the drop zone while the input has keyboard focus', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-file label="CV"></sk-file></div>',
      );
      const el = wrapper.querySelector('sk-file')!;
      expect(getComputedStyle(zone(el)).outlineStyle).toBe('none');
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const style = getComputedStyle(zone(el));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(computedColor('var(--sk-color-focus-ring)'));
    });

    it('darkens the drop zone border on hover, the active state', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      expect((await zoneStyle(el)).borderTopColor).toBe(
        computedColor('var(--sk-color-border-strong)'),
      );
      await userEvent.hover(zone(el));
      await expect
        .poll(async () => (await zoneStyle(el)).borderTopColor)
        .toBe(computedColor('var(--sk-color-text-subtle)'));
    });

    it('shows the error border once user-invalid, and the success border once corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-file label="CV" name="cv" required></sk-file></form>',
      );
      const el = form.querySelector<SkFile>('sk-file')!;
      form.requestSubmit();
      await settle();
      expect((await zoneStyle(el)).borderTopColor).toBe(
        computedColor('var(--sk-color-status-danger)'),
      );
      expect(control(el).getAttribute('aria-invalid')).toBe('true');
      await pick(el, [pdf()]);
      expect(el.matches(':state(user-valid)')).toBe(true);
      expect((await zoneStyle(el)).borderTopColor).toBe(
        computedColor('var(--sk-color-status-success)'),
      );
    });

    it('looks disabled, and is :state(disabled), when disabled', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV" disabled></sk-file>');
      expect(el.matches(':state(disabled)')).toBe(true);
      expect(getComputedStyle(button(el)).color).toBe(computedColor('var(--sk-color-text-subtle)'));
      expect(getComputedStyle(control(el)).cursor).toBe('not-allowed');
      expect((await zoneStyle(el)).backgroundColor).toBe(
        computedColor('var(--sk-color-surface-subtle)'),
      );
    });

    it('takes its colours and radius from its custom properties', async () => {
      const el = await fixture<SkFile>(
        '<sk-file label="CV" style="--sk-file-background: var(--sk-color-surface-subtle); --sk-file-border-color: var(--sk-color-status-info); --sk-file-radius: var(--sk-radius-lg)"></sk-file>',
      );
      el.files = [pdf()];
      await settle();
      const style = await zoneStyle(el);
      expect(style.backgroundColor).toBe(computedColor('var(--sk-color-surface-subtle)'));
      expect(style.borderTopColor).toBe(computedColor('var(--sk-color-status-info)'));
      const probe = document.createElement('div');
      probe.style.borderRadius = 'var(--sk-radius-lg)';
      document.body.append(probe);
      const radius = getComputedStyle(probe).borderTopLeftRadius;
      probe.remove();
      expect(style.borderTopLeftRadius).toBe(radius);
      expect(getComputedStyle(shadow(el, '[part~="file"]')).borderTopLeftRadius).toBe(radius);
    });

    it('puts the remove button at the end of its row, on the left in right-to-left text', async () => {
      const el = await fixture<SkFile>('<sk-file label="CV"></sk-file>');
      el.files = [pdf()];
      await settle();
      const name = shadow(el, '[part~="file-name"]');
      const remove = removeButtons(el)[0]!;
      expect(remove.getBoundingClientRect().left).toBeGreaterThan(
        name.getBoundingClientRect().right,
      );
      el.dir = 'rtl';
      await settle();
      expect(remove.getBoundingClientRect().right).toBeLessThan(name.getBoundingClientRect().left);
      expect(button(el).getBoundingClientRect().right).toBeGreaterThan(
        shadow(el, '[part~="instructions"]').getBoundingClientRect().right,
      );
    });

    it('keeps the drop zone, list and buttons visible in forced colors', async () => {
      const wrapper = await fixture(
        '<div><sk-file label="CV"></sk-file><sk-file label="Off" disabled></sk-file></div>',
      );
      const [el, disabled] = wrapper.querySelectorAll<SkFile>('sk-file');
      el!.files = [pdf()];
      await settle();
      await commands.emulateForcedColors(true);
      await userEvent.unhover(wrapper);
      const canvasText = computedColor('CanvasText');
      const zoneBorder = await zoneStyle(el!);
      expect(zoneBorder.borderTopStyle).toBe('dashed');
      expect(zoneBorder.borderTopColor).toBe(canvasText);
      const item = getComputedStyle(shadow(el!, '[part~="file"]'));
      expect([item.borderTopStyle, item.borderTopColor]).toEqual(['solid', canvasText]);
      for (const shown of [button(el!), removeButtons(el!)[0]!]) {
        const style = getComputedStyle(shown);
        expect(style.borderTopStyle).toBe('solid');
        expect(style.borderTopColor).toBe(computedColor('ButtonText'));
      }
      expect((await zoneStyle(disabled!)).borderTopColor).toBe(computedColor('GrayText'));
      expect(getComputedStyle(button(disabled!)).color).toBe(computedColor('GrayText'));
      drag(zone(el!), 'dragenter', transfer([pdf()]));
      expect((await zoneStyle(el!)).borderTopColor).toBe(computedColor('Highlight'));
      // The focus ring stays, in a system colour.
      removeButtons(el!)[0]!.focus();
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
      const ring = getComputedStyle(removeButtons(el!)[0]!);
      expect(ring.outlineStyle).toBe('solid');
      expect(ring.outlineColor).not.toBe(ring.backgroundColor);
    });

    it('changes the drop zone’s colours at once under reduced motion', async () => {
      const el = await fixture('<sk-file label="CV"></sk-file>');
      expect(parseFloat(getComputedStyle(zone(el)).transitionDuration)).toBeGreaterThan(0);
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(zone(el)).transitionDuration).toBe('0s');
    });
  });
});
