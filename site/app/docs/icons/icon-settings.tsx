import { type IconSize, iconColors, iconSizes, previewThemes } from './icon-data.ts';
import { useIconExplorer } from './icon-explorer-context.ts';

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <label className="sk-icons__field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {(Object.keys(options) as T[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How the explorer's set is previewed: icon size from the size tokens, a colour role, a theme. */
export function IconPreviewSettings() {
  const { preview, setPreview: onChange } = useIconExplorer('IconPreviewSettings');
  const sizes = Object.fromEntries(
    Object.entries(iconSizes).map(([key, { label }]) => [key, label]),
  ) as Record<IconSize, string>;
  return (
    <fieldset className="sk-icons__settings">
      <legend>Preview</legend>
      <Choice
        label="Icon size"
        value={preview.size}
        options={sizes}
        onChange={(size) => onChange({ ...preview, size })}
      />
      <Choice
        label="Icon colour"
        value={preview.color}
        options={iconColors}
        onChange={(color) => onChange({ ...preview, color })}
      />
      <Choice
        label="Preview theme"
        value={preview.theme}
        options={previewThemes}
        onChange={(theme) => onChange({ ...preview, theme })}
      />
    </fieldset>
  );
}
