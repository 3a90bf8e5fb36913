import {
  type TokenRecord,
  rootFontSize,
  token,
  tokens,
  tokensAt,
  toPixels,
} from '../token-table/token-data.ts';

export interface Length {
  name: string;
  value: string;
  pixels: number;
}

const lengthOf = (record: TokenRecord): Length => ({
  name: record.name,
  value: record.values.light,
  pixels: toPixels(record.values.light),
});

/** The spacing scale, smallest first. */
export function spacingScale(from: readonly TokenRecord[] = tokens): Length[] {
  return tokensAt(['space'], from).map(lengthOf);
}

export interface BreakpointRange {
  /** The token a range starts at; the first range, below every breakpoint, has none. */
  token?: Length;
  label: string;
  min: number;
  /** The last pixel width inside the range; the widest range has no end. */
  max?: number;
  /** The condition for CSS, in rem so it follows the reader's font size as the tokens do. */
  media?: string;
}

/**
 * The viewport ranges the breakpoints divide, narrowest first: below the first breakpoint, then
 * from each breakpoint to the next.
 */
export function breakpointRanges(from: readonly TokenRecord[] = tokens): BreakpointRange[] {
  const points = tokensAt(['breakpoint'], from)
    .map(lengthOf)
    .sort((a, b) => a.pixels - b.pixels);
  const first = points[0];
  const ranges: BreakpointRange[] = [{ label: 'Base', min: 0, max: first && first.pixels - 1 }];
  points.forEach((point, index) => {
    const next = points[index + 1];
    ranges.push({
      token: point,
      label: point.name.replace('--sk-breakpoint-', ''),
      min: point.pixels,
      max: next && next.pixels - 1,
      media: `(width >= ${point.pixels / rootFontSize}rem)`,
    });
  });
  return ranges;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Region extends Rect {
  label: string;
  /** The token that sets the region's defining dimension. */
  token: Length;
}

/**
 * The regions of a documentation or application page at one viewport size, placed as the site's
 * own layout places them: a header across the top, the sidebar at the start, the content column
 * at its longest comfortable measure, the table of contents at the end.
 */
export function pageRegions(
  viewport: { width: number; height: number },
  from: readonly TokenRecord[] = tokens,
): Region[] {
  const length = (name: string) => lengthOf(token(name, from));
  const header = length('--sk-layout-header-height');
  const sidebar = length('--sk-layout-sidebar-width');
  const content = length('--sk-layout-content-max');
  const toc = length('--sk-layout-toc-width');
  const gap = length('--sk-space-8').pixels;
  const padding = length('--sk-space-6').pixels;

  const top = header.pixels;
  const height = viewport.height - top;
  const main = viewport.width - sidebar.pixels;
  const contentWidth = Math.min(content.pixels, main - 2 * padding - gap - toc.pixels);
  const start = sidebar.pixels + (main - (contentWidth + gap + toc.pixels)) / 2;
  return [
    { label: 'Header', token: header, x: 0, y: 0, width: viewport.width, height: top },
    { label: 'Sidebar', token: sidebar, x: 0, y: top, width: sidebar.pixels, height },
    {
      label: 'Content',
      token: content,
      x: start,
      y: top + gap,
      width: contentWidth,
      height: height - gap,
    },
    {
      label: 'Table of contents',
      token: toc,
      x: start + contentWidth + gap,
      y: top + gap,
      width: toc.pixels,
      height: height - gap,
    },
  ];
}
