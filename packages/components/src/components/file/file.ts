import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkFormControl, type ValidityReport } from '../../base/sk-form-control.js';
import { fileValue, type ValueShape } from '../../base/value-shapes.js';
import { DEV } from '../../internal/dev.js';
import { requiredFiles } from '../../validation/required.js';
import { acceptsFile, parseSize } from './file-rules.js';
import { fileStyles } from './file.styles.js';
import {
  fileCaptures,
  type FileCapture,
  type FileRejection,
  SkFileRemoveEvent,
} from './file.types.js';

const validators = [requiredFiles];

/* The validity flag each broken rule sets: the native flag nearest in meaning. */
const rejectionFlags = { type: 'typeMismatch', size: 'rangeOverflow', count: 'tooLong' } as const;

/* The drag's data when it carries files; `null` for text or a link, which the field ignores. */
const filesIn = ({ dataTransfer }: DragEvent): DataTransfer | null =>
  dataTransfer?.types.includes('Files') ? dataTransfer : null;

/**
 * @summary Lets the reader choose files from their device, or drop them onto the field, to send
 * with a form: each chosen file listed with its size and a remove button, and files of the wrong
 * type or size refused with an error that names them.
 * @tag sk-file
 * @status beta
 * @since 0.1.0
 *
 * @csspart drop-zone - The area files can be dropped on, around the button and instructions; a
 * click anywhere on it opens the device's file picker.
 * @csspart button - The "Choose file" button the drop zone shows.
 * @csspart instructions - The "or drop a file here" text beside the button.
 * @csspart control - The native file input: transparent, over the whole drop zone, it has the
 * focus and is what screen readers announce, as a button named by the label.
 * @csspart file-list - The list of chosen files, a `<ul>`; hidden while there are none.
 * @csspart file - One chosen file, a list item.
 * @csspart file-name - A chosen file's name.
 * @csspart file-size - A chosen file's size, formatted in the reader's language.
 * @csspart remove-button - A file's remove button, named "Remove" and the file's name.
 *
 * @cssproperty --sk-file-background - The background of the drop zone.
 * @cssproperty --sk-file-border-color - The dashed border colour of the drop zone, in every state.
 * @cssproperty --sk-file-radius - The corner radius of the drop zone and of the listed files.
 *
 * @cssstate drag-over - Files are being dragged over the drop zone.
 *
 * @event {Event} input - Fired when the chosen files change: files added from the picker or by a drop,
 * or one removed; before `change`.
 * @event {Event} change - Fired when the chosen files change, after `input`. Not fired when every file
 * the reader chose was refused.
 * @event {SkFileRemoveEvent} sk-remove - Cancelable; fired when the reader presses a file's remove button, before
 * the file is removed. `detail.file` is the file and `detail.index` its place in `files`;
 * `preventDefault()` keeps it.
 */
export class SkFile extends SkFormControl {
  static override styles = fileStyles;

  /**
   * The types of file the field takes, as for `<input accept>`: extensions (`.pdf`), MIME types
   * (`application/pdf`) and wildcards (`image/*`), separated by commas. The picker offers only
   * these, and a dropped file or one picked with the filter switched off is refused with an
   * error. Empty for any file.
   */
  @property() accept = '';

  /** Whether the reader may choose several files; without it, a new choice replaces the file. */
  @property({ type: Boolean, reflect: true, useDefault: true }) multiple = false;

  /**
   * The largest size a file may have, in bytes (`5000000`) or with a decimal unit (`500 kB`,
   * `5 MB`, `1 GB`, where 1 MB is 1000 kB, as sizes are shown); a larger file is refused with
   * an error. Empty for no limit.
   */
  @property({ attribute: 'max-size' }) maxSize = '';

  /**
   * The most files a `multiple` field takes; files beyond it are refused with an error. Unset
   * for no limit. A field without `multiple` always takes one.
   */
  @property({ type: Number, attribute: 'max-files' }) maxFiles?: number;

  /**
   * On phones and tablets, offer to take a photo or video with the camera facing the reader
   * (`user`) or facing away (`environment`), as `<input capture>` does.
   */
  @property() capture?: FileCapture;

  /**
   * The chosen files, in the order they were added: each is submitted under `name`. Setting it
   * replaces the list, without events or the `accept` and size checks, which apply to what the
   * reader adds.
   */
  @property({ attribute: false }) files: readonly File[] = [];

  /* The files the reader's last choice or drop brought that broke a rule: the error names them. */
  @state() private rejections: readonly FileRejection[] = [];

  /* The polite live region's text: what the last choice, drop or removal did. */
  @state() private announcement = '';

  /* `max-size` in bytes, and `max-files` when usable; read when they change. */
  private maxBytes = Infinity;
  private maxCount = Infinity;

  /* Entering an element inside the zone fires its dragenter before the zone's dragleave. */
  private dragDepth = 0;

  /* Whether the picker's latest choice added files: known on its `input`, used on `change`. */
  private pickAdded = false;

  /** As on a native control: a value for the form, restored by the browser, reset to none. */
  protected override get valueShape(): ValueShape<this> {
    return fileValue;
  }

  /**
   * Required: at least one file.
   * @translationKeys valueMissingFile
   */
  protected override get validators(): typeof validators {
    return validators;
  }

  /* Without `multiple` a field holds one file, whatever `max-files` says. */
  private get fileLimit(): number {
    return this.multiple ? this.maxCount : 1;
  }

  private get locked(): boolean {
    return this.isDisabled || this.readonly;
  }

  // A file input has no read-only state of its own: the click that would open the picker is
  // cancelled, as a key press's is (Enter and Space on the input click it).
  private handleClick(event: MouseEvent): void {
    if (this.readonly) event.preventDefault();
  }

  private handleDragEnter(event: DragEvent): void {
    if (!filesIn(event)) return;
    this.dragDepth += 1;
    this.toggleState('drag-over', !this.locked);
  }

  // Cancelled even while locked, so a file dropped here is not opened by the browser instead.
  private handleDragOver(event: DragEvent): void {
    const transfer = filesIn(event);
    if (!transfer) return;
    event.preventDefault();
    transfer.dropEffect = this.locked ? 'none' : 'copy';
  }

  private handleDragLeave(event: DragEvent): void {
    if (!filesIn(event)) return;
    this.dragDepth = Math.max(0, this.dragDepth - 1);
    if (this.dragDepth === 0) this.toggleState('drag-over', false);
  }

  private handleDrop(event: DragEvent): void {
    const transfer = filesIn(event);
    if (!transfer) return;
    event.preventDefault();
    this.dragDepth = 0;
    this.toggleState('drag-over', false);
    if (this.locked) return;
    if (this.addFiles([...transfer.files])) this.commitFiles();
    else this.markInteracted();
  }

  /*
   * The picker's choice arrives as the native input's `input`, then `change`. That `input` is
   * composed, so it leaves the shadow root as the host's own: it is let through when files were
   * added, and stopped when every one was refused, as nothing changed.
   */
  private handlePickInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    this.pickAdded = this.addFiles([...(input.files ?? [])]);
    if (!this.pickAdded) event.stopPropagation();
  }

  private handlePickChange(event: Event): void {
    // Emptied, so picking the same file again, after removing it, is a change too.
    (event.target as HTMLInputElement).value = '';
    if (this.pickAdded) this.commitChange();
    else this.markInteracted();
    this.pickAdded = false;
  }

  /**
   * Takes what the reader chose or dropped, file by file, after the rules: a file that breaks
   * one is left out and named in the field's error, the others are added. Returns whether any
   * was; the caller fires the events.
   */
  private addFiles(incoming: readonly File[]): boolean {
    const kept = this.multiple ? [...this.files] : [];
    const added: File[] = [];
    const rejections: FileRejection[] = [];
    for (const file of incoming) {
      const reason = !acceptsFile(this.accept, file)
        ? 'type'
        : file.size > this.maxBytes
          ? 'size'
          : kept.length >= this.fileLimit
            ? 'count'
            : undefined;
      if (reason) {
        rejections.push({ file, reason });
      } else {
        kept.push(file);
        added.push(file);
      }
    }
    this.rejections = rejections;
    const [first] = added;
    this.announce(
      added.length > 1
        ? this.localize.term('filesAdded', added.length)
        : first
          ? this.localize.term('fileAdded', { name: first.name })
          : '',
    );
    if (first) this.setFiles(kept);
    return first !== undefined;
  }

  /**
   * Removes the file at `index` as the reader asked: fires the cancelable `sk-remove`, then
   * `input` and `change`, announces it, and moves focus to the next file's remove button, or back
   * to the drop zone's input after the last.
   */
  private async removeFile(index: number): Promise<void> {
    const file = this.files[index];
    if (!file || this.locked) return;
    // Created apart from the dispatch, so the manifest lists it once, by its documented name.
    const request = new SkFileRemoveEvent({ file, index });
    if (!this.dispatchEvent(request)) return;
    this.rejections = [];
    this.announce(this.localize.term('fileRemoved', { name: file.name }));
    this.setFiles(this.files.filter((_, i) => i !== index));
    this.commitFiles();
    await this.updateComplete;
    const next = this.renderRoot.querySelectorAll('li button')[index];
    ((next ?? this.renderRoot.querySelector('#control')) as HTMLElement | null)?.focus();
  }

  private setFiles(files: readonly File[]): void {
    this.files = files;
    // Listeners of `input` read the form's data at once: it must not be the last update's.
    this.syncFormState();
  }

  /* `input` and `change` for a change the picker did not make: a drop or a removal. */
  private commitFiles(): void {
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.commitChange();
  }

  /* What happened, and the error if any, for the polite live region. */
  private announce(done: string): void {
    this.announcement = [done, this.rejectionMessage()].filter(Boolean).join(' ');
  }

  /* One sentence for each refused file, naming it: "report.exe is not an accepted file type." */
  private rejectionMessage(): string {
    return this.rejections
      .map(({ file: { name }, reason }) =>
        reason === 'type'
          ? this.localize.term('fileTypeRejected', { name })
          : reason === 'size'
            ? this.localize.term('fileTooLarge', { name, max: this.localize.bytes(this.maxBytes) })
            : this.localize.term('fileTooMany', { name, count: this.fileLimit }),
      )
      .join(' ');
  }

  /**
   * The files the last choice or drop refused make the field invalid, named in its error, until
   * the reader changes the files again or the form is reset; then the validators (required).
   */
  protected override checkConstraints(): ValidityReport | null {
    if (!this.rejections.length) return super.checkConstraints();
    const flags: ValidityStateFlags = {};
    for (const { reason } of this.rejections) flags[rejectionFlags[reason]] = true;
    return { flags, message: this.rejectionMessage() };
  }

  override formResetCallback(): void {
    super.formResetCallback();
    this.rejections = [];
    this.announcement = '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('capture') && this.capture) {
      this.capture = this.allowedValue('capture', this.capture, fileCaptures, 'environment');
    }
    if (changed.has('maxSize')) {
      // String(): a script may well set a number of bytes.
      const bytes = this.maxSize ? parseSize(String(this.maxSize)) : Infinity;
      this.maxBytes = Number.isNaN(bytes) ? Infinity : bytes;
      if (DEV && Number.isNaN(bytes)) {
        this.warn(
          'SK016',
          `max-size="${this.maxSize}" is not a size such as 5000000 or 5 MB; there is no size limit.`,
        );
      }
    }
    if (changed.has('maxFiles')) {
      const count = this.maxFiles ?? Infinity;
      const usable = count === Infinity || (Number.isInteger(count) && count > 0);
      this.maxCount = usable ? count : Infinity;
      if (DEV && !usable) {
        this.warn(
          'SK016',
          `max-files="${this.maxFiles}" is not a whole number above 0; there is no limit.`,
        );
      }
    }
    super.willUpdate(changed);
  }

  /* A list item for each chosen file: name, size and remove button. */
  private renderFiles(): TemplateResult[] {
    return this.files.map(
      (file, index) =>
        html`<li part="file">
          <span part="file-name" dir="auto">${file.name}</span>
          <span part="file-size">${this.localize.bytes(file.size)}</span>
          <button
            part="remove-button"
            class="remove focus-ring"
            type="button"
            aria-label=${this.localize.term('fileRemoveLabel', { name: file.name })}
            ?hidden=${this.locked}
            @click=${() => void this.removeFile(index)}
          >
            ${this.localize.term('fileRemove')}
          </button>
        </li>`,
    );
  }

  protected override render(): TemplateResult {
    const { multiple } = this;
    /*
     * The native file input is the control — focused, named by the label, opening the picker on
     * a click, Enter or Space — laid transparently over the whole drop zone, so a click anywhere
     * on it opens the picker, and the zone is no second tab stop. What shows is the zone's own
     * button and instructions, in the reader's language (the input's own button text is in the
     * browser's); they are hidden from assistive technology, which has the input.
     */
    return this.renderField(
      html`<div
          part="drop-zone"
          class="zone"
          @dragenter=${this.handleDragEnter}
          @dragover=${this.handleDragOver}
          @dragleave=${this.handleDragLeave}
          @drop=${this.handleDrop}
        >
          <span part="button" class="button" aria-hidden="true">
            <svg viewBox="0 0 16 16"><path d="M8 11V2M4 6l4-4 4 4M2 11v3h12v-3" /></svg>
            ${multiple ? this.localize.term('fileChooseMultiple') : this.localize.term('fileChoose')}
          </span>
          <span part="instructions" aria-hidden="true">
            ${multiple ? this.localize.term('fileDropMultiple') : this.localize.term('fileDrop')}
          </span>
          <input
            id="control"
            part="control"
            type="file"
            accept=${this.accept || nothing}
            ?multiple=${multiple}
            capture=${this.capture ?? nothing}
            ?disabled=${this.isDisabled}
            aria-disabled=${this.readonly ? 'true' : nothing}
            @click=${this.handleClick}
            @input=${this.handlePickInput}
            @change=${this.handlePickChange}
          />
        </div>
        <ul part="file-list" ?hidden=${!this.files.length}>
          ${this.renderFiles()}
        </ul>
        <div role="status" class="visually-hidden">${this.announcement}</div>`,
    );
  }
}
