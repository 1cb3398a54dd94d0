import { Rate } from 'antd-mobile';

/** Stars to look at, not to set: the wrapper says the score in words, the stars are hidden from readers. */
export function ReviewStars({ score, label, size }: { score: number; label: string; size: 'small' | 'large' }) {
  return (
    <span className={`pd-stars pd-stars--${size}`} role="img" aria-label={label}>
      <Rate readOnly allowHalf value={Math.round(score * 2) / 2} aria-hidden />
    </span>
  );
}
