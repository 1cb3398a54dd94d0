import './radio-chips.css';

type RadioChipsProps<T extends string> = {
  /** The group's name, as a screen reader says it. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Another look: the row's class and each chip's (a 44 px chip by default). */
  className?: string;
  chipClassName?: string;
};

/** A choice of one among a few, as a row of chips: a radio group, each chip a radio with its own name. */
export function RadioChips<T extends string>({
  label,
  options,
  value,
  onChange,
  className = 'radio-chips',
  chipClassName = 'tw-chip radio-chip',
}: RadioChipsProps<T>) {
  return (
    <div className={className} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={chipClassName}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
