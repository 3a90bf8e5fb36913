/** Radio buttons for one setting, in a fieldset with its legend: the builder's and the preview's. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="sk-theme-builder__choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="sk-theme-builder__choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
