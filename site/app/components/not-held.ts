/**
 * Marks a part of the page that works before the app runs: a click in it is never held. Below
 * the first-visit module, so the parts that carry it need not import that module.
 */
export const notHeldAttribute = 'data-sk-not-held';
