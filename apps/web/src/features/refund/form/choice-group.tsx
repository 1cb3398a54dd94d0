export type Choice<V extends string> = { value: V; label: string; description?: string };

type Props<V extends string> = {
  /** Names the group, shown above it. */
  legend: string;
  /** The radios' shared name. */
  name: string;
  options: readonly Choice<V>[];
  /** Form.Item passes id, value and onChange. */
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  layout?: 'segments' | 'chips';
};

/** One choice among a few, as real radios styled as segments or chips. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  options,
  id,
  value,
  onChange,
  layout = 'chips',
}: Props<V>) {
  return (
    <fieldset id={id} className={`rf-choices rf-choices--${layout}`}>
      <legend className="rf-legend">{legend}</legend>
      <div className="rf-choices__options">
        {options.map((option) => (
          <label key={option.value} className="rf-choice">
            <input
              type="radio"
              className="rf-choice__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange?.(option.value)}
            />
            <span className="rf-choice__label">{option.label}</span>
            {option.description && <span className="rf-choice__description">{option.description}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
