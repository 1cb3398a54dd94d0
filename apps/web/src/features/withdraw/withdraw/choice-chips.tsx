import type { ReactNode } from 'react';

export type Choice<V> = { value: V; label: ReactNode; description?: ReactNode };

type Props<V> = {
  /** Names the group; shown above it unless `hideLegend`. */
  legend: string;
  hideLegend?: boolean;
  /** The radios' shared name. */
  name: string;
  options: Choice<V>[];
  value?: V | null;
  onChange?: (value: V) => void;
  layout?: 'segments' | 'chips' | 'rows';
};

/** One choice among a few, as real radios (Form.Item passes value and onChange when it wraps this). */
export function ChoiceChips<V extends string | number>(props: Props<V>) {
  const { legend, hideLegend, name, options, value, onChange, layout = 'chips' } = props;
  return (
    <fieldset className={`wd-choices wd-choices--${layout}`}>
      <legend className={hideLegend ? 'visually-hidden' : 'wd-choices__legend'}>{legend}</legend>
      <div className="wd-choices__options">
        {options.map((option) => (
          <label key={option.value} className="wd-choice">
            <input
              type="radio"
              className="wd-choice__input"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange?.(option.value)}
            />
            <span className="wd-choice__label">{option.label}</span>
            {option.description && <span className="wd-choice__description">{option.description}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
