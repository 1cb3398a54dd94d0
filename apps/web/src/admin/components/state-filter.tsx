import { Radio } from 'antd';

type Props<V extends string> = {
  /** The group's accessible name. */
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
};

/** A list filter's choice of state: one solid button each, announced as a radio group with the chosen one checked. */
export function StateFilter<V extends string>({ label, value, options, onChange }: Props<V>) {
  return (
    <Radio.Group
      role="radiogroup"
      aria-label={label}
      optionType="button"
      buttonStyle="solid"
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      options={options}
    />
  );
}
