/**
 * The attribute that marks a page's article, holding the page's path. Alone in its module, so the
 * first visit (`../first-visit/`) can find the article without loading the article loader.
 */
export const articleAttribute = 'data-sk-article';
