import type { Size } from '../../base/scales.js';
import type { DialogClosedBy } from '../../controllers/dialog-controller.js';

/**
 * The width of a modal, from the shared size scale: `small` for a short question, `medium` for
 * most tasks, `large` for a form with several fields or a table.
 */
export const modalSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type ModalSize = (typeof modalSizes)[number];

/**
 * What closes a modal besides its close button and code, as the native `<dialog closedby>`:
 * `closerequest`, Escape and the platform's other close requests (Android's back gesture);
 * `any`, those and a click on the backdrop; `none`, neither.
 */
export const modalClosedBy = [
  'closerequest',
  'any',
  'none',
] as const satisfies readonly DialogClosedBy[];
export type ModalClosedBy = (typeof modalClosedBy)[number];
