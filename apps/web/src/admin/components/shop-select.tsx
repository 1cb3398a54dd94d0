import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { useShop, useShopOptions } from './get-shop-options';

type Props = {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The chosen shop's name when it is already known (an edited product). */
  knownName?: string;
  allowClear?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
};

const SEARCH_PAUSE_MS = 250;

/** A shop, searched by name on the server as the operator types. */
export function ShopSelect({ value, knownName, ...props }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = useShopOptions(keyword);
  const found = (options.data?.list ?? []).map((shop) => ({ value: shop.id, label: shop.name }));
  const missing = value !== undefined && !found.some((option) => option.value === value);
  const chosen = useShop(missing && !knownName ? value : undefined);
  const chosenName = knownName ?? chosen.data?.name;
  const all = missing ? [{ value, label: chosenName ?? `#${value}` }, ...found] : found;

  return (
    <Select<number>
      {...props}
      value={value}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={options.isFetching}
      notFoundContent={t('admin.products.noShops')}
      options={all}
      onChange={(next) => props.onChange?.(next ?? undefined)}
      onBlur={() => setTyped('')}
    />
  );
}
