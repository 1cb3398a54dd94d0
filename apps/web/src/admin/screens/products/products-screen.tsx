import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminProductRow } from '@tradewind/contract';
import { useDecision } from '../../components/use-decision';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getProducts } from './api/get-products';
import { setShelf } from './api/set-shelf';
import { useProductColumns } from './product-columns';
import { ProductFilters, type ProductFilterValues } from './product-filters';
import { NEW_PRODUCT_PATH } from './product-paths';
import { QuickSkuDialog } from './quick-sku-dialog';

const DEFAULTS: ProductFilterValues = { keyword: '', shop_id: '', category_id: '', shelf: 'all', low_stock: '' };

const fetchPage = ({ low_stock, ...query }: ProductFilterValues & { page: number; limit: number }) =>
  getProducts({ ...query, ...(low_stock === '1' ? { low_stock: '1' as const } : {}) });

/** Every product, off the shelf too, found and filtered by the server; each row edits, quick-edits SKUs or shelves. */
export function ProductsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList('products', DEFAULTS, fetchPage);
  const decide = useDecision();
  const [quick, setQuick] = useState<AdminProductRow | null>(null);

  const toggleShelf = (row: AdminProductRow) => {
    const action = row.on_shelf ? 'takeOff' : 'putOn';
    void decide({
      title: t(`admin.products.${action}.title`, { title: row.title }),
      content: t(`admin.products.${action}.content`, { title: row.title }),
      okText: t(`admin.products.${action}.ok`),
      danger: row.on_shelf,
      run: () => setShelf(row.id, !row.on_shelf),
      success: (product) => t(`admin.products.${action}.done`, { title: product.title }),
    });
  };
  const columns = useProductColumns({ onShelf: toggleShelf, onQuickEdit: setQuick });

  return (
    <Card>
      <div className="tw-admin-filters" style={{ alignItems: 'flex-start' }}>
        <div style={{ flex: 1 }}>
          <ProductFilters filters={list.filters} onChange={list.setFilters} />
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => void navigate(NEW_PRODUCT_PATH)}
        >
          {t('admin.products.add')}
        </Button>
      </div>
      <ServerTable<AdminProductRow> list={list} label={t('admin.products.tableLabel')} columns={columns} />
      {quick && <QuickSkuDialog row={quick} onClose={() => setQuick(null)} />}
    </Card>
  );
}
