import { type Config, optimize } from 'svgo';

/** The 24 px grid every Skerry icon is drawn on. */
export const viewBox = '0 0 24 24';

/** Lucide's drawing settings, which every icon keeps so strokes scale and colour alike. */
export const strokeAttributes = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

const config: Config = {
  multipass: true,
  plugins: [
    {
      name: 'preset-default',
      params: { overrides: { removeUnknownsAndDefaults: { keepRoleAttr: true } } },
    },
    'removeDimensions',
    { name: 'removeAttrs', params: { attrs: ['class', 'id', 'data-.*'] } },
  ],
};

/**
 * Optimises one icon and checks it sits on the 24 px grid in `currentColor`. The result is the
 * `<svg>` element with only `xmlns`, `viewBox` and the stroke settings on it.
 */
export function normaliseIcon(source: string, name: string): string {
  const { data } = optimize(source, { ...config, path: `${name}.svg` });
  const open = /^<svg\b[^>]*>/.exec(data)?.[0];
  if (!open) throw new Error(`${name}: not an <svg> document`);
  if (!open.includes(`viewBox="${viewBox}"`)) {
    throw new Error(`${name}: expected viewBox="${viewBox}", found ${open}`);
  }
  if (/\s(?:fill|stroke)="(?!none|currentColor)[^"]*"/.test(data)) {
    throw new Error(`${name}: a fixed colour instead of currentColor`);
  }
  const attributes = Object.entries(strokeAttributes)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${attributes}>${data.slice(open.length)}`;
}

/** The drawing inside an icon's `<svg>`, for a sprite `<symbol>`. */
export function iconBody(svg: string): string {
  return svg.replace(/^<svg\b[^>]*>/, '').replace(/<\/svg>$/, '');
}
