import { toString } from 'mdast-util-to-string';
import type { Code, RootContent } from 'mdast';
import { demoVariants } from '../../app/docs/demo/variants.server.ts';
import {
  type ElementContext,
  type JsxElement,
  type Render,
  attribute,
  inlineCode,
  link,
  list,
  paragraph,
  strong,
  stringAttribute,
  text,
} from './markdown-nodes.ts';

/*
 * The documentation elements that carry the page's own text and examples: demos as their HTML,
 * examples, tabs, figures and notes as Markdown.
 */

/** `<Demo>`: the example's HTML, as the page's HTML tab shows it. */
export const demo: Render = (element, context) => {
  const html = element.children.find(
    (child): child is Code => child.type === 'code' && child.lang === 'html',
  );
  if (!html) return [];
  const [variant] = demoVariants(html.value, context.where).variants;
  const title = stringAttribute(element, 'title', context.where);
  return [
    {
      type: 'code',
      lang: 'html',
      meta: title ? `title=${JSON.stringify(title)}` : null,
      value: variant!.code,
    },
  ];
};

/** `<Anatomy>`: the drawing's text alternative and its numbered legend. */
export const anatomy: Render = (element, context) => {
  const title = stringAttribute(element, 'title', context.where);
  const description = stringAttribute(element, 'description', context.where);
  const parts = (attribute(element, 'parts', context.where) ?? []) as {
    name: string;
    description: string;
  }[];
  return [
    paragraph(...(title ? [strong(title)] : []), text(description ? ` ${description}` : '')),
    list(
      parts.map((part) => [strong(part.name), text(`: ${part.description}`)]),
      true,
    ),
  ];
};

/**
 * Markup written as JSX in the page (`<div style={…}>`, `<sk-button>`): a live example. MDX puts
 * an element that shares its line with text, or stands alone inside another element, in a
 * paragraph; a paragraph of nothing but such elements is one too.
 */
function isLiveMarkup(node: RootContent): boolean {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    return /^[a-z]/.test((node as unknown as JsxElement).name ?? '');
  }
  if (node.type !== 'paragraph') return false;
  const content = node.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  return content.length > 0 && content.every((c) => isLiveMarkup(c as RootContent));
}

/**
 * An example's children: live markup as its JSX source (it is not plain HTML: `style={{…}}`),
 * anything else (a code block, prose) as Markdown.
 */
function exampleContent(element: JsxElement, context: ElementContext): RootContent[] {
  return element.children.flatMap((child): RootContent[] => {
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (!isLiveMarkup(child) || start === undefined || end === undefined) {
      return context.transform([child]);
    }
    return [{ type: 'code', lang: 'jsx', value: context.source.slice(start, end).trim() }];
  });
}

export const verdict =
  (label: string): Render =>
  (element, context) => [
    paragraph(
      strong(`${label}:`),
      text(` ${stringAttribute(element, 'caption', context.where) ?? ''}`),
    ),
    ...exampleContent(element, context),
  ];

/**
 * `<AlertGuidance variant heading example>`, inside `<AlertDocs>`: the variant and the message its
 * live alert shows as a lead-in, then the guidance; the variants follow one another.
 */
export const alertGuidance: Render = (element, context) => {
  const variant = stringAttribute(element, 'variant', context.where) ?? '';
  const heading = stringAttribute(element, 'heading', context.where);
  const example = stringAttribute(element, 'example', context.where) ?? '';
  return [
    paragraph(
      inlineCode(`variant="${variant}"`),
      text(`, for example: “${heading ? `${heading}. ` : ''}${example}”`),
    ),
    ...context.transform(element.children),
  ];
};

/** `<Tab label>`: its label as a lead-in, then its content; the tabs follow one another. */
export const tab: Render = (element, context) => [
  paragraph(strong(stringAttribute(element, 'label', context.where) ?? '')),
  ...context.transform(element.children),
];

/** `<Code title>`: the block inside, its title in the fence's info string. */
export const codeFigure: Render = (element, context) => {
  const title = stringAttribute(element, 'title', context.where);
  return context
    .transform(element.children)
    .map((child) =>
      child.type === 'code' && title ? { ...child, meta: `title=${JSON.stringify(title)}` } : child,
    );
};

export const previewWarning: Render = (element, context) => [
  {
    type: 'blockquote',
    children: [
      paragraph(
        strong('Preview.'),
        text(' '),
        ...(element.children.length
          ? [text(toString({ type: 'root', children: context.transform(element.children) }))]
          : [
              text(
                'This component is in beta: expect its API to change before it is marked stable.',
              ),
            ]),
      ),
    ],
  },
];

export const image: Render = (element, context) => {
  const src = stringAttribute(element, 'src', context.where) ?? '';
  const caption = stringAttribute(element, 'caption', context.where);
  return [
    paragraph({
      type: 'image',
      url: src.startsWith('/') ? context.url(src) : src,
      alt: stringAttribute(element, 'alt', context.where) ?? '',
    }),
    ...(caption ? [paragraph({ type: 'emphasis', children: [text(caption)] })] : []),
  ];
};

export const video: Render = (element, context) => {
  const src = stringAttribute(element, 'src', context.where) ?? '';
  const title = stringAttribute(element, 'title', context.where) ?? 'Video';
  return [paragraph(text('Video: '), link(src.startsWith('/') ? context.url(src) : src, title))];
};

/** `<Icon>` in running text: its label when it carries meaning, nothing when it is decoration. */
export const icon: Render = (element, context) => {
  const label = stringAttribute(element, 'label', context.where);
  return label ? [text(label) as RootContent] : [];
};

export const unwrap: Render = (element, context) => context.transform(element.children);

/**
 * Interactive or drawn elements whose content lives in the tokens or the icon set rather than in
 * the page: the Markdown says what the web page shows in their place.
 */
export const shownOnPage = {
  IconExplorer: 'an explorer of every icon, with search and snippets',
  IconSearch: 'a search over the icon set',
  IconPreviewSettings: 'settings for the icon previews',
  IconKeylines: 'the keyline shapes of the icon grid',
  IconDetail: 'an icon with its keywords and snippets',
  IconSet: 'a set of icons',
  ColorSwatches: 'the colour swatches with their contrast ratios',
  TokenTable: 'a table of design tokens',
  TypographyTable: 'the type scale',
  SpacingScale: 'the spacing scale',
  BreakpointTable: 'the breakpoints',
  LayoutRegions: 'a diagram of the page regions',
  ThemePreview: 'a preview of a theme',
  ThemeBuilder:
    'the theme builder: its settings, a live preview of every component, the contrast report and the exports',
  StorybookEmbed: 'a Storybook story',
} as const;

export const onPageNote =
  (what: string): Render =>
  (element) =>
    element.type === 'mdxJsxTextElement'
      ? []
      : [paragraph({ type: 'emphasis', children: [text(`The web page shows ${what} here.`)] })];

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `<ReleaseItem>`: the change, after the kind of release it makes and, pending, its date. */
export const releaseItem: Render = (element, context) => {
  const type = stringAttribute(element, 'type', context.where) ?? '';
  const date = stringAttribute(element, 'date', context.where);
  const label = `${type.charAt(0).toUpperCase()}${type.slice(1)} change`;
  return [
    paragraph(strong(date ? `${label}, ${longDate.format(new Date(date))}` : label)),
    ...context.transform(element.children),
  ];
};
