import { type ThemeSettings, parseHex, settingChoices } from '@skerry/tokens/theme-builder';
import { ChoiceGroup } from './choice-group.tsx';

export interface SettingsFormProps {
  /** The prefix of the form's ids. */
  scope: string;
  settings: ThemeSettings;
  /** What the reader has in the brand colour's text field: kept as typed, valid or not. */
  brandText: string;
  onBrandText: (text: string) => void;
  onChange: (settings: ThemeSettings) => void;
}

/**
 * The builder's settings, all native form controls: they work, and are held for the app, before
 * the page has hydrated (decision 0015). The brand colour has a picker and a text field kept in
 * step; text that is not a colour is kept as typed, marked invalid and explained, while the theme
 * stays on the last valid colour.
 */
export function SettingsForm({
  scope: id,
  settings,
  brandText,
  onBrandText,
  onChange,
}: SettingsFormProps) {
  const valid = parseHex(brandText) !== null;
  const hint = `${id}-brand-hint`;
  const error = `${id}-brand-error`;
  return (
    <form
      className="sk-theme-builder__settings"
      aria-label="Theme settings"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="sk-theme-builder__field">
        <label htmlFor={`${id}-brand`}>Brand color</label>
        <p id={hint} className="sk-theme-builder__hint">
          A hex value such as #0b6e4f, or pick one.
        </p>
        <div className="sk-theme-builder__brand">
          <input
            type="color"
            aria-label="Brand color picker"
            value={settings.brand}
            onChange={(event) => {
              onBrandText(event.target.value);
              onChange({ ...settings, brand: event.target.value });
            }}
          />
          <input
            id={`${id}-brand`}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            size={9}
            value={brandText}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? hint : `${hint} ${error}`}
            onChange={(event) => {
              const text = event.target.value;
              onBrandText(text);
              const brand = parseHex(text);
              if (brand && brand !== settings.brand) onChange({ ...settings, brand });
            }}
          />
        </div>
        {!valid && (
          <p id={error} className="sk-theme-builder__error">
            “{brandText}” is not a hex color: write 3 or 6 hex digits, such as #0b6e4f. The theme
            keeps {settings.brand} meanwhile.
          </p>
        )}
      </div>

      <div className="sk-theme-builder__field">
        <label htmlFor={`${id}-tint`}>Neutral tint</label>
        <p id={`${id}-tint-hint`} className="sk-theme-builder__hint">
          How much of the brand’s hue the greys carry: 0 is pure grey.
        </p>
        <div className="sk-theme-builder__range">
          <input
            id={`${id}-tint`}
            type="range"
            min={0}
            max={100}
            step={1}
            value={settings.tint}
            aria-describedby={`${id}-tint-hint`}
            onChange={(event) => onChange({ ...settings, tint: Number(event.target.value) })}
          />
          <output htmlFor={`${id}-tint`} aria-hidden="true">
            {settings.tint}
          </output>
        </div>
      </div>

      <ChoiceGroup
        name={`${id}-corners`}
        legend="Corners"
        options={settingChoices.corners}
        value={settings.corners}
        onChange={(corners) => onChange({ ...settings, corners })}
      />
      <ChoiceGroup
        name={`${id}-density`}
        legend="Density"
        options={settingChoices.density}
        value={settings.density}
        onChange={(density) => onChange({ ...settings, density })}
      />

      <div className="sk-theme-builder__field">
        <label htmlFor={`${id}-font`}>Base font</label>
        <select
          id={`${id}-font`}
          value={settings.font}
          onChange={(event) =>
            onChange({ ...settings, font: event.target.value as ThemeSettings['font'] })
          }
        >
          {settingChoices.font.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
