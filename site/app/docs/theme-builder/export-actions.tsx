import type { DerivedTheme } from '@skerry/tokens/theme-builder';
import { useState } from 'react';
import { useCopy } from '../shared/use-copy.ts';
import { shareLink } from './address.ts';
import { type ExportFile, cssFile, download, tokensFile } from './download.ts';

/**
 * The theme's exports, all made in the browser: the CSS file and the DTCG tokens as downloads,
 * and the share link, which holds the settings in its query, copied to the clipboard. The live
 * region says what happened.
 */
export function ExportActions({ scope, theme }: { scope: string; theme: DerivedTheme }) {
  const heading = `${scope}-export-title`;
  const { message: copied, copy } = useCopy();
  const [saved, setSaved] = useState('');
  const save = (file: ExportFile) => {
    download(file);
    setSaved(`Saved ${file.name}`);
  };
  return (
    <section className="sk-theme-builder__export" aria-labelledby={heading}>
      <h2 id={heading} className="sk-theme-builder__panel-title">
        Export
      </h2>
      <div className="sk-theme-builder__actions">
        <button type="button" className="sk-button" onClick={() => save(cssFile(theme))}>
          Download CSS
        </button>
        <button type="button" className="sk-button" onClick={() => save(tokensFile(theme))}>
          Download tokens
        </button>
        <button
          type="button"
          className="sk-button"
          onClick={() => {
            setSaved('');
            copy(shareLink(window.location, theme.settings), 'the share link');
          }}
        >
          Copy share link
        </button>
      </div>
      <p className="sk-theme-builder__export-status" role="status">
        {saved || copied}
      </p>
    </section>
  );
}
