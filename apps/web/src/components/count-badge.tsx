import './count-badge.css';
import './visually-hidden.css';

type Props = {
  count: number;
  /** Where it sits: the screen's own class, with `count-badge--corner` on an icon's corner. */
  className: string;
  /** What a screen reader hears instead of the number; none when the control around it already says it. */
  label?: string;
};

/** A count in a small pill, "99+" past 99. */
export function CountBadge({ count, className, label }: Props) {
  return (
    <span className={`count-badge ${className}`}>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
