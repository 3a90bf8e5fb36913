import {
  type SettingProblem,
  type ThemeSettings,
  defaultSettings,
  deriveTheme,
  readSettings,
} from '@skerry/tokens/theme-builder';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { followSettings } from './address.ts';
import { BuilderPreview } from './builder-preview.tsx';
import { ContrastReport } from './contrast-report.tsx';
import { ExportActions } from './export-actions.tsx';
import { SettingsForm } from './settings-form.tsx';

/** Says which values of a share link the builder could not use, and what it used instead. */
function LinkProblems({ problems }: { problems: readonly SettingProblem[] }) {
  return (
    <div className="sk-theme-builder__problems" role="status">
      {problems.length > 0 && (
        <>
          <p>
            <strong>The link’s settings were not all usable.</strong> The builder shows Skerry’s
            default for each of these:
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>{problem.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The theme builder: a brand colour and a few settings in, a whole theme out, derived by
 * `@skerry/tokens/theme-builder` as Skerry's own themes are built. Every pair of every theme is
 * checked as the settings change, every component is previewed in the theme, and the theme
 * exports as CSS and DTCG tokens. The settings follow the address, so a reload or a shared link
 * shows the same theme. The build gives `sample` and `load` (`theme-builder.server.ts`).
 *
 * It prerenders with Skerry's own settings; an address's query is read once the page runs.
 */
export function ThemeBuilder({
  scope,
  sample,
  load = [],
}: {
  /** The prefix of the builder's ids, unique in the page. */
  scope: string;
  sample: string;
  load?: (() => Promise<unknown>)[];
}) {
  const [settings, setSettings] = useState<ThemeSettings>(defaultSettings);
  const [brandText, setBrandText] = useState(defaultSettings.brand);
  const [problems, setProblems] = useState<SettingProblem[]>([]);
  const changed = useRef(false);

  const theme = useMemo(() => deriveTheme(settings), [settings]);
  // The report's table is the most to render; it follows a moment after the preview.
  const reported = useDeferredValue(theme);

  useEffect(() => {
    if (!window.location.search) return;
    const read = readSettings(window.location.search);
    setSettings(read.settings);
    setBrandText(read.settings.brand);
    setProblems(read.problems);
  }, []);

  useEffect(() => {
    // Until the reader changes something, the address stays as they opened it.
    if (changed.current) followSettings(window.history, window.location, settings);
  }, [settings]);

  const change = (next: ThemeSettings) => {
    changed.current = true;
    setSettings(next);
  };

  // Three parts side by side in the island, each watched on its own (islands/, first-visit/):
  // the preview's components are defined as it nears the view, not with the settings at the top
  // of the page, so a first visit fetches them only when the reader scrolls to them.
  return (
    <>
      <div className="sk-theme-builder">
        <LinkProblems problems={problems} />
        <div className="sk-theme-builder__layout">
          <SettingsForm
            scope={scope}
            settings={settings}
            brandText={brandText}
            onBrandText={setBrandText}
            onChange={change}
          />
          <ContrastReport scope={scope} theme={reported} />
        </div>
      </div>
      <BuilderPreview scope={scope} theme={theme} sample={sample} load={load} />
      <ExportActions scope={scope} theme={theme} />
    </>
  );
}
