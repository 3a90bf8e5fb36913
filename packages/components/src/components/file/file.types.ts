import { SkRemoveEvent } from '../../events/remove.js';

/**
 * The camera a phone or tablet offers with `capture`, as for `<input type="file" capture>`:
 * the one facing the user, or the one facing away.
 */
export const fileCaptures = ['user', 'environment'] as const;
export type FileCapture = (typeof fileCaptures)[number];

/**
 * Why a file the user chose or dropped was not added: not one of the `accept` types, larger
 * than `max-size`, or one more than `max-files` (one without `multiple`) allows.
 */
export const fileRejectionReasons = ['type', 'size', 'count'] as const;
export type FileRejectionReason = (typeof fileRejectionReasons)[number];

/** A file that was not added, and why; the field's error names it. */
export interface FileRejection {
  readonly file: File;
  readonly reason: FileRejectionReason;
}

/** Which of the chosen files the user asked to remove. */
export interface SkFileRemoveDetail {
  readonly file: File;
  /** Its position in `files`. */
  readonly index: number;
}

/**
 * The `sk-remove` an `sk-file` fires from a file's remove button: an `SkRemoveEvent` (same
 * name, cancelable, bubbling and composed) that also says which file, in `detail`.
 *
 * It lives here, exported with the file field's types, until `SkRemoveEvent` itself can carry a
 * detail: a list that removes one of its items has to say which one.
 */
export class SkFileRemoveEvent extends SkRemoveEvent {
  readonly detail: SkFileRemoveDetail;

  constructor(detail: SkFileRemoveDetail) {
    super();
    this.detail = detail;
  }
}
