import { Select } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { LANGUAGES } from '@tradewind/contract';
import { currentLanguage } from '@/i18n';
import { applyAdminLanguage } from '../admin-i18n';

/** The console's language, each in its own name; remembered on this computer. */
export function AdminLanguageSelect() {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('admin.language')}
      value={currentLanguage()}
      style={{ width: 150 }}
      options={LANGUAGES.map((language) => ({ value: language.file_name, label: language.language_name }))}
      onChange={(code) => void applyAdminLanguage(code)}
    />
  );
}
