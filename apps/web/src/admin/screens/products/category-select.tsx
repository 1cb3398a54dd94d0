import { Select } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { isLanguageCode } from '@tradewind/contract';
import { useCategoryOptions } from './api/get-category-options';

type Props = {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
};

/** A category, named in the operator's language (English when that name is empty). */
export function CategorySelect(props: Props) {
  const { i18n } = useTranslation();
  const query = useCategoryOptions();
  const lang = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const options = (query.data?.list ?? []).map((category) => ({
    value: category.id,
    label: category.names[lang] || category.names.en || category.slug,
  }));
  return (
    <Select<number>
      {...props}
      loading={query.isFetching}
      options={options}
      onChange={(next) => props.onChange?.(next ?? undefined)}
    />
  );
}
