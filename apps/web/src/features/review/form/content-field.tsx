import { useTranslation } from '@/i18n/use-translation';

export const CONTENT_MAX = 1000;

type Props = { id: string; value: string; error?: string; onChange: (content: string) => void };

/** What the buyer thinks, in their own words (required); the message below says what is missing. */
export function ContentField({ id, value, error, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="rv-field">
      <label htmlFor={id} className="rv-field__label">
        {t('review.content.label')}
      </label>
      <textarea
        id={id}
        className="rv-content"
        rows={4}
        maxLength={CONTENT_MAX}
        value={value}
        placeholder={t('review.content.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="rv-content__count" aria-hidden>
        {t('review.content.count', { count: value.length, max: CONTENT_MAX })}
      </span>
      {error && (
        <p id={`${id}-error`} className="rv-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
