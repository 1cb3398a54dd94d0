import { CloseCircleFill } from '@/components/icons/close-circle-fill';
import { SearchOutline } from '@/components/icons/search-outline';
import { useTranslation } from '@/i18n/use-translation';

type SearchFieldProps = { value: string; onChange: (value: string) => void; onSubmit: (value: string) => void };

/** The search box: a real search form, so Enter (or the keyboard's search key) submits it. */
export function SearchField({ value, onChange, onSubmit }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      className="srch-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <div className="srch-field">
        <SearchOutline className="srch-field__icon" aria-hidden />
        <input
          type="search"
          className="srch-field__input"
          aria-label={t('search.input')}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus
        />
        {value && (
          <button
            type="button"
            className="srch-field__clear"
            aria-label={t('search.clearInput')}
            onClick={() => onChange('')}
          >
            <CloseCircleFill aria-hidden />
          </button>
        )}
      </div>
      <button type="submit" className="srch-submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
