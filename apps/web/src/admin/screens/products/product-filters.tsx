import { Checkbox } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { LOW_STOCK_THRESHOLD, SHELF_FILTERS } from '@tradewind/contract';
import { FilterSearch } from '../../components/filter-search';
import { StateFilter } from '../../components/state-filter';
import { CategorySelect } from './category-select';
import { ShopSelect } from '../../components/shop-select';

/** As kept in the URL: ids as text, '' for any. */
export type ProductFilterValues = {
  keyword: string;
  shop_id: string;
  category_id: string;
  shelf: (typeof SHELF_FILTERS)[number];
  low_stock: string;
};
type Props = { filters: ProductFilterValues; onChange: (next: Partial<ProductFilterValues>) => void };

const idOf = (text: string) => (text ? Number(text) : undefined);

/** Title or id, shop, category, shelf and low stock: the server applies them all together. */
export function ProductFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div role="search" aria-label={t('admin.products.filters.label')}>
      <div className="tw-admin-filters">
        <FilterSearch
          label={t('admin.products.filters.keyword')}
          placeholder={t('admin.products.filters.keywordPlaceholder')}
          value={filters.keyword}
          maxLength={100}
          width={340}
          onSearch={(keyword) => onChange({ keyword })}
        />
        <ShopSelect
          aria-label={t('admin.products.filters.shop')}
          placeholder={t('admin.products.filters.anyShop')}
          allowClear
          value={idOf(filters.shop_id)}
          onChange={(id) => onChange({ shop_id: id ? String(id) : '' })}
          style={{ width: 240 }}
        />
        <CategorySelect
          aria-label={t('admin.products.filters.category')}
          placeholder={t('admin.products.filters.anyCategory')}
          allowClear
          value={idOf(filters.category_id)}
          onChange={(id) => onChange({ category_id: id ? String(id) : '' })}
          style={{ width: 200 }}
        />
      </div>
      <div className="tw-admin-filters">
        <StateFilter
          label={t('admin.products.filters.shelf')}
          value={filters.shelf}
          options={SHELF_FILTERS.map((value) => ({ value, label: t(`admin.products.shelf.${value}`) }))}
          onChange={(shelf) => onChange({ shelf })}
        />
        <Checkbox
          checked={filters.low_stock === '1'}
          onChange={(event) => onChange({ low_stock: event.target.checked ? '1' : '' })}
        >
          {t('admin.products.filters.lowStock', { max: LOW_STOCK_THRESHOLD })}
        </Checkbox>
      </div>
    </div>
  );
}
