/**
 * The text of a ModalWrapper's button when the page names none: the same on the page and in the
 * workbench's story of it (engine/demo/snippets.ts).
 */
export const defaultModalOpener = 'Open the modal';
