import type { ReactNode } from 'react';
import './visually-hidden.css';
import './choice-group.css';

export type Choice<V> = { value: V; label: ReactNode; description?: ReactNode };

type ChoiceGroupProps<V> = {
  /** Names the group; shown above it unless `hideLegend`. */
  legend: string;
  hideLegend?: boolean;
  /** The radios' shared name. */
  name: string;
  options: readonly Choice<V>[];
  /** Form.Item passes id, value and onChange when it wraps this. */
  id?: string;
  value?: V | null;
  onChange?: (value: V) => void;
  layout?: 'segments' | 'chips' | 'rows';
  /** The id of what is wrong with the choice (a message under the group), read with it. */
  describedBy?: string;
};

/** One choice among a few, as real radios drawn as a segmented control, chips, or rows. */
export function ChoiceGroup<V extends string | number>(props: ChoiceGroupProps<V>) {
  const { legend, hideLegend, name, options, id, value, onChange, layout = 'chips', describedBy } = props;
  return (
    <fieldset id={id} className={`choice-group choice-group--${layout}`} aria-describedby={describedBy}>
      <legend className={hideLegend ? 'visually-hidden' : 'choice-group__legend'}>{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              type="radio"
              className="choice-group__input"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange?.(option.value)}
            />
            <span className="choice-group__label">{option.label}</span>
            {option.description && <span className="choice-group__description">{option.description}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
