import { Input } from 'antd';
import { useTranslation } from '@/i18n/use-translation';

type Props = {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  /** What the URL holds now: the box starts from it, and starts again when it changes (Back, a shared link). */
  value: string;
  width: number;
  maxLength?: number;
  /** The text without its surrounding spaces; '' when the box is cleared. */
  onSearch: (text: string) => void;
};

/** A list filter's search box: applied on Enter or its Search button, not on every key, so the server is asked once. */
export function FilterSearch({ label, placeholder, value, width, maxLength, onSearch }: Props) {
  const { t } = useTranslation();
  return (
    <Input.Search
      key={value}
      aria-label={label}
      placeholder={placeholder}
      defaultValue={value}
      allowClear
      enterButton={t('admin.list.search')}
      maxLength={maxLength}
      style={{ width }}
      onSearch={(text) => onSearch(text.trim())}
    />
  );
}
