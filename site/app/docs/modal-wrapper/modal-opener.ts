/**
 * The text of a ModalWrapper's button when the page names none: the same on the page and in the
 * workbench's story of it (`demo/snippets.server.ts`).
 */
export const defaultModalOpener = 'Open the modal';
