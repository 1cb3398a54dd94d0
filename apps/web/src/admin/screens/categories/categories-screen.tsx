import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminCategory } from '@tradewind/contract';
import { useDecision } from '../../components/use-decision';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { deleteCategory } from './api/delete-category';
import { getCategories } from './api/get-categories';
import { useCategoryColumns } from './category-columns';
import { CategoryFormDialog } from './category-form-dialog';
import { categoryName } from './category-name';

const NO_FILTERS = {};

/** The categories buyers browse by: add, edit, and delete one no product uses, after a confirmation. */
export function CategoriesScreen() {
  const { t, i18n } = useTranslation();
  const list = useServerList('categories', NO_FILTERS, getCategories);
  const decide = useDecision();
  /** undefined: no dialog; null: a new category. */
  const [editing, setEditing] = useState<AdminCategory | null | undefined>(undefined);

  const remove = (category: AdminCategory) => {
    const name = categoryName(category, i18n.language);
    void decide({
      title: t('admin.categories.delete.title', { name }),
      content: t('admin.categories.delete.content', { name }),
      okText: t('admin.categories.delete.ok'),
      danger: true,
      run: () => deleteCategory(category.id),
      success: () => t('admin.categories.delete.done', { name }),
    });
  };
  const columns = useCategoryColumns({ onEdit: setEditing, onDelete: remove });

  return (
    <Card>
      <div className="tw-admin-filters">
        <Typography.Text type="secondary">{t('admin.categories.lead')}</Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setEditing(null)}
          style={{ marginInlineStart: 'auto' }}
        >
          {t('admin.categories.add')}
        </Button>
      </div>
      <ServerTable<AdminCategory> list={list} label={t('admin.categories.tableLabel')} columns={columns} />
      {editing !== undefined && <CategoryFormDialog category={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
