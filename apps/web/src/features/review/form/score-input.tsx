import { useId } from 'react';
import { Rate } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import '@/components/visually-hidden.css';

const STARS = [1, 2, 3, 4, 5] as const;

type Props = { label: string; value: number; onChange: (score: number) => void };

/**
 * A score from 1 to 5 stars. antd-mobile's Rate draws the stars; over each star lies a real radio button
 * ("4 stars"), so a tap, the arrow keys and screen readers all work, in a group named by the label.
 */
export function ScoreInput({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="rv-score" role="radiogroup" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="rv-score__label">
        {label}
      </span>
      <span className="rv-score__stars">
        <Rate value={value} readOnly aria-hidden className="rv-score__rate" />
        <span className="rv-score__hits">
          {STARS.map((score) => (
            <label key={score} className="rv-score__hit">
              <input
                type="radio"
                className="visually-hidden"
                name={id}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                aria-label={t('review.score.star', { count: score })}
              />
            </label>
          ))}
        </span>
      </span>
      <span className="rv-score__word" aria-hidden>
        {t(`review.score.word.${value}`)}
      </span>
    </div>
  );
}
