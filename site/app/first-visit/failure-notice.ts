import { chunkErrorText, fullLoadPath } from '../chunks/chunk-error-text.ts';
import { articleAttribute } from '../islands/article-attribute.ts';
import { notHeldAttribute } from '../components/not-held.ts';

/*
 * Marks the element the notice is in, so that the stylesheet hides the rest of its content
 * (`../chunks/chunk-error.css`). An attribute, not `:has(> .sk-chunk-error)`: a `:has()` with no
 * subject, whose rule reaches every child, makes Chromium restyle the whole document at each later
 * change any `:has()` rule watches, such as the motion-ready mark after load (issue 34).
 */
const failedHostAttribute = 'data-sk-failed';

export interface FailureNotice {
  /** The script that did not arrive, by name (`entry.client-Cx1`). */
  chunk: string;
  /** The page the reader asked for, linked for a full load. */
  href: string;
  /** Runs after the notice has gone, when the reader asks to try again. */
  retry: () => void;
}

/**
 * The message of a page that could not load (specification §8), shown before the app runs: the
 * same words and shape as the app's own notice (`../chunks/chunk-error-notice.tsx`), in the page
 * area. It goes inside the article, whose HTML React never reads (`../islands/article-html.ts`),
 * and the article's own content is hidden by the stylesheet while it is there, not removed, so
 * the page can still hydrate when a retry brings the app. Returns what takes the notice away.
 */
export function showFailureNotice(document: Document, notice: FailureNotice): () => void {
  const host = document.querySelector(`[${articleAttribute}]`) ?? document.querySelector('main');
  if (!host) return () => undefined;

  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const element = document.createElement(tag);
    if (text !== undefined) element.textContent = text;
    return element;
  };
  const box = make('div');
  box.className = 'sk-chunk-error';
  box.setAttribute('role', 'alert');
  // Its retry and its link work now, without the app: clicks on them are not held for it.
  box.setAttribute(notHeldAttribute, '');
  const heading = make('h1', chunkErrorText.heading);
  heading.tabIndex = -1;
  const actions = make('p');
  actions.className = 'sk-chunk-error__actions';
  const retry = make('button', chunkErrorText.retry);
  retry.type = 'button';
  retry.className = 'sk-button';
  const link = make('a', chunkErrorText.fullLoad(fullLoadPath(notice.href)));
  link.href = notice.href;
  actions.append(retry, link);
  box.append(
    heading,
    make('p', chunkErrorText.failed(notice.chunk)),
    make('p', chunkErrorText.advice),
    actions,
  );
  host.prepend(box);
  host.setAttribute(failedHostAttribute, '');
  heading.focus();

  const remove = () => {
    box.remove();
    host.removeAttribute(failedHostAttribute);
  };
  retry.addEventListener('click', () => {
    remove();
    notice.retry();
  });
  return remove;
}
