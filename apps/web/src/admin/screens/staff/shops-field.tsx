import { useEffect, useState } from 'react';
import { Select } from 'antd';
import type { StaffShop } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { useShopOptions } from '../../components/get-shop-options';

type Props = {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Shops already chosen, with their names (a member's current shops). */
  known?: StaffShop[];
  'aria-label'?: string;
};

const SEARCH_PAUSE_MS = 250;

/** One or more shops, searched by name on the server as the operator types. */
export function ShopsField({ value = [], known = [], onChange, ...props }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [named, setNamed] = useState<StaffShop[]>(known);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = useShopOptions(keyword);
  const found = (options.data?.list ?? []).map((shop) => ({ id: shop.id, name: shop.name }));
  const chosen = value
    .filter((id) => !found.some((shop) => shop.id === id))
    .map((id) => named.find((shop) => shop.id === id) ?? { id, name: `#${id}` });

  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      value={value}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={options.isFetching}
      notFoundContent={t('admin.products.noShops')}
      options={[...chosen, ...found].map((shop) => ({ value: shop.id, label: shop.name }))}
      onChange={(ids) => {
        setNamed((before) => [...before, ...found.filter((shop) => !before.some((b) => b.id === shop.id))]);
        onChange?.(ids);
      }}
      onBlur={() => setTyped('')}
    />
  );
}
