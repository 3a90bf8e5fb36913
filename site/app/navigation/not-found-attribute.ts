/**
 * Marks the not-found page's content, so start-up code can tell that the host served it. Alone
 * in its module, so the first visit can ask without loading the near-miss logic.
 */
export const notFoundAttribute = 'data-sk-not-found';
