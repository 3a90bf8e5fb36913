import type { Plugin } from 'vite';

/**
 * Minifies the text of Lit's `css` and `html` tagged templates. Bundlers minify JavaScript but
 * leave template literals as written, so without this every user would download the templates'
 * indentation and comments.
 *
 * - `css`: comments go, whitespace collapses, and the spaces around braces, semicolons and
 *   commas go, as do those after `:` and `(` and before `)`. Never before `:` (`a :hover`
 *   differs from `a:hover`), around `+` and `-` (`calc()` needs them), or in quoted strings.
 * - `html`: whitespace that contains a line break collapses to one space, which renders the
 *   same; single spaces a template author wrote are kept.
 */
export function minifyTemplates(code: string): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    // tsc prints a space between the tag and the template: `css \`…\``.
    const match = /\b(css|html)\s*`/g;
    match.lastIndex = i;
    const found = match.exec(code);
    if (!found) break;
    const bodyStart = found.index + found[0].length;
    out += code.slice(i, bodyStart);
    const [body, end] = readTemplate(code, bodyStart, found[1] as 'css' | 'html');
    out += `${body}\``;
    i = end;
  }
  return out + code.slice(i);
}

function minifyText(text: string, kind: 'css' | 'html', at: { start: boolean; end: boolean }) {
  if (kind === 'html') return text.replace(/\s*\n\s*/g, ' ');
  let css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  // A stylesheet's own leading and trailing space means nothing; space beside an expression may.
  if (at.start) css = css.trimStart();
  if (at.end) css = css.trimEnd();
  // Quoted strings are kept as written; an unbalanced quote (a string cut by `${}`) ends the
  // minification of this piece.
  const parts = css.split(/('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")/);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      const quote = part.search(/['"]/);
      return quote === -1 ? minifyCss(part) : minifyCss(part.slice(0, quote)) + part.slice(quote);
    })
    .join('');
}

function minifyCss(css: string): string {
  return css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/([:(])\s+/g, '$1')
    .replace(/\s+\)/g, ')')
    .replace(/;}/g, '}');
}

/** Reads a template body from `start` to its closing backtick; returns it minified and the index after. */
function readTemplate(code: string, start: number, kind: 'css' | 'html'): [string, number] {
  let out = '';
  let text = '';
  let i = start;
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') {
      text += code.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      return [out + minifyText(text, kind, { start: out === '', end: true }), i + 1];
    } else if (c === '$' && code[i + 1] === '{') {
      const end = expressionEnd(code, i + 2);
      const piece = minifyText(text, kind, { start: out === '', end: false });
      out += `${piece}\${${minifyTemplates(code.slice(i + 2, end))}}`;
      text = '';
      i = end + 1;
    } else {
      text += c;
      i += 1;
    }
  }
  throw new Error('Unterminated template literal');
}

/** The index of the `}` closing a `${` expression that starts at `start`. */
function expressionEnd(code: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < code.length) {
    const c = code[i];
    if (c === "'" || c === '"') i = stringEnd(code, i) + 1;
    else if (c === '`') i = templateEnd(code, i + 1) + 1;
    else if (c === '{') {
      depth += 1;
      i += 1;
    } else if (c === '}') {
      if (depth === 0) return i;
      depth -= 1;
      i += 1;
    } else i += 1;
  }
  throw new Error('Unterminated template expression');
}

function stringEnd(code: string, start: number): number {
  const quote = code[start];
  let i = start + 1;
  while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
  return i;
}

/** The index of the backtick closing a template whose body starts at `start`. */
function templateEnd(code: string, start: number): number {
  let i = start;
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') i += 2;
    else if (c === '`') return i;
    else if (c === '$' && code[i + 1] === '{') i = expressionEnd(code, i + 2) + 1;
    else i += 1;
  }
  throw new Error('Unterminated template literal');
}

/**
 * The same minification as a Vite plugin, for the bundles made from the sources (the size check,
 * the CDN build), so what they measure and ship is what the build writes.
 */
export const minifiedTemplates: Plugin = {
  name: 'sk-minify-templates',
  transform: (code, id) => (/\/src\/.*\.ts$/.test(id) ? minifyTemplates(code) : null),
};
