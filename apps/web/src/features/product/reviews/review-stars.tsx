import { StarFill } from '@/components/icons/star-fill';

const FIVE = [1, 2, 3, 4, 5];
const stars = FIVE.map((star) => <StarFill key={star} />);

/**
 * Stars to look at, not to set: the wrapper says the score in words, the stars are hidden from readers. Grey stars
 * under gold ones cut to the score, rounded to a half star.
 */
export function ReviewStars({ score, label, size }: { score: number; label: string; size: 'small' | 'large' }) {
  const filled = (Math.round(score * 2) / 2 / FIVE.length) * 100;
  return (
    <span className={`pd-stars pd-stars--${size}`} role="img" aria-label={label}>
      <span className="pd-stars__row" aria-hidden>
        {stars}
        <span className="pd-stars__filled" style={{ width: `${filled}%` }}>
          {stars}
        </span>
      </span>
    </span>
  );
}
