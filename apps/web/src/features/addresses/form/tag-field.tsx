import { Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';

const QUICK_TAGS = ['home', 'office', 'school'] as const;

type Props = { id?: string; value?: string; onChange?: (value: string) => void; onBlur?: () => void };

/** The tag: a quick chip (in the buyer's language) or any short text. Form.Item passes id, value and onChange. */
export function TagField({ id, value = '', onChange, onBlur }: Props) {
  const { t } = useTranslation();
  return (
    <div className="addr-tags">
      <div className="addr-tags__chips" role="group" aria-label={t('addresses.form.quickTags')}>
        {QUICK_TAGS.map((tag) => {
          const label = t(`addresses.form.tags.${tag}`);
          return (
            <button
              key={tag}
              type="button"
              className="addr-chip"
              aria-pressed={value.trim() === label}
              onClick={() => onChange?.(label)}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div className="surface-field addr-tags__field">
        <Input
          id={id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          maxLength={20}
          placeholder={t('addresses.form.tagPlaceholder')}
        />
      </div>
    </div>
  );
}
