import type { RootContent } from 'mdast';
import {
  apiTable,
  componentsComparison,
  componentsOverview,
  itemOverview,
  localizationStrings,
  webComponentApi,
} from './markdown-data-elements.ts';
import type { ElementContext, JsxElement, Render } from './markdown-nodes.ts';
import {
  alertGuidance,
  anatomy,
  codeFigure,
  demo,
  icon,
  image,
  onPageNote,
  previewWarning,
  releaseItem,
  shownOnPage,
  tab,
  unwrap,
  verdict,
  video,
} from './markdown-prose-elements.ts';

export type { ElementContext, JsxElement } from './markdown-nodes.ts';
export { htmlToPhrasing } from './markdown-nodes.ts';

/**
 * How each documentation element reads as Markdown. An element not named here (`Column`, `Inset`,
 * HTML such as `<kbd>`) is replaced by its children, so its text is kept.
 */
export const elementMarkdown: Readonly<Record<string, Render>> = {
  Demo: demo,
  ModalWrapper: demo,
  WebComponentApi: webComponentApi,
  ApiTable: apiTable,
  ReleaseItem: releaseItem,
  LocalizationStrings: localizationStrings,
  ComponentsComparison: componentsComparison,
  ComponentsOverview: componentsOverview,
  ItemOverview: itemOverview,
  Anatomy: anatomy,
  AlertGuidance: alertGuidance,
  DoDont: unwrap,
  Do: verdict('Do'),
  Dont: verdict('Don’t'),
  Tabs: unwrap,
  Tab: tab,
  Code: codeFigure,
  PreviewWarning: previewWarning,
  Image: image,
  Video: video,
  Icon: icon,
  ...Object.fromEntries(
    Object.entries(shownOnPage).map(([name, what]) => [name, onPageNote(what)]),
  ),
};

/** The Markdown of one element, or its children when it has no rendering of its own. */
export function renderElement(element: JsxElement, context: ElementContext): RootContent[] {
  const render = (element.name && elementMarkdown[element.name]) || unwrap;
  return render(element, context);
}
