import { type DerivedTheme, themeCss, themeTokens } from '@skerry/tokens/theme-builder';

/** A file the builder exports: its name, its type and its text, made in the browser. */
export interface ExportFile {
  name: string;
  type: string;
  text: string;
}

/** The CSS custom properties file: a complete replacement for `@skerry/tokens/tokens.css`. */
export function cssFile(theme: DerivedTheme): ExportFile {
  return { name: 'skerry-theme.css', type: 'text/css', text: themeCss(theme) };
}

/** The DTCG token sets, pretty-printed, which the tokens package's build turns into the same CSS. */
export function tokensFile(theme: DerivedTheme): ExportFile {
  return {
    name: 'skerry-theme.tokens.json',
    type: 'application/json',
    text: `${JSON.stringify(themeTokens(theme), null, 2)}\n`,
  };
}

/**
 * Saves a file the page made, through a link to a Blob: nothing is uploaded anywhere, and it
 * works offline. The Blob's address is freed once the browser has started the download.
 */
export function download(file: ExportFile, document: Document = window.document): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click only queues the download; revoking at once could cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
