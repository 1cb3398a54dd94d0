import { Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { ADDRESS_TAGS, quickTagOf, tagLabel } from '@/lib/address-tag';

type Props = { id?: string; value?: string; onChange?: (value: string) => void; onBlur?: () => void };

/**
 * The tag: a quick chip (stored as its key, shown in the reader's language) or any short text. Form.Item passes
 * id, value and onChange.
 */
export function TagField({ id, value = '', onChange, onBlur }: Props) {
  const { t } = useTranslation();
  return (
    <div className="addr-tags">
      <div className="addr-tags__chips" role="group" aria-label={t('addresses.form.quickTags')}>
        {ADDRESS_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            className="tw-chip tw-target addr-chip"
            aria-pressed={quickTagOf(value) === tag}
            onClick={() => onChange?.(tag)}
          >
            {t(`common.addressTag.${tag}`)}
          </button>
        ))}
      </div>
      <div className="surface-field addr-tags__field">
        <Input
          id={id}
          value={tagLabel(t, value)}
          onChange={onChange}
          onBlur={onBlur}
          maxLength={20}
          placeholder={t('addresses.form.tagPlaceholder')}
        />
      </div>
    </div>
  );
}
