import { Button, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { LANGUAGE_CODES, type AdminCategory } from '@tradewind/contract';
import { categoryName } from './category-name';

type Actions = { onEdit: (category: AdminCategory) => void; onDelete: (category: AdminCategory) => void };

/** Icon, name (in the operator's language), slug, languages named, order, products using it, and the actions. */
export function useCategoryColumns({ onEdit, onDelete }: Actions): TableColumnsType<AdminCategory> {
  const { t, i18n } = useTranslation();
  const nameOf = (category: AdminCategory) => categoryName(category, i18n.language);
  return [
    {
      key: 'icon',
      title: t('admin.categories.column.icon'),
      width: 72,
      render: (_, category) => (
        <img
          src={category.icon}
          alt={nameOf(category)}
          width={40}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ),
    },
    {
      key: 'name',
      title: t('admin.categories.column.name'),
      render: (_, category) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{nameOf(category)}</Typography.Text>
          {nameOf(category) !== category.names.en && (
            <Typography.Text type="secondary">{category.names.en}</Typography.Text>
          )}
        </Space>
      ),
    },
    { key: 'slug', title: t('admin.categories.column.slug'), render: (_, category) => <code>{category.slug}</code> },
    {
      key: 'languages',
      title: t('admin.categories.column.languages'),
      render: (_, category) =>
        t('admin.categories.languagesNamed', {
          named: LANGUAGE_CODES.filter((code) => category.names[code]).length,
          all: LANGUAGE_CODES.length,
        }),
    },
    { key: 'sort', title: t('admin.categories.column.sort'), dataIndex: 'sort', align: 'right', width: 90 },
    {
      key: 'products',
      title: t('admin.categories.column.products'),
      dataIndex: 'product_count',
      align: 'right',
      width: 110,
    },
    {
      key: 'actions',
      title: t('admin.list.actions'),
      width: 180,
      render: (_, category) => (
        <Space>
          <Button
            size="small"
            aria-label={t('admin.categories.editNamed', { name: nameOf(category) })}
            onClick={() => onEdit(category)}
          >
            {t('admin.categories.edit')}
          </Button>
          <Button
            size="small"
            danger
            aria-label={t('admin.categories.delete.buttonNamed', { name: nameOf(category) })}
            onClick={() => onDelete(category)}
          >
            {t('admin.categories.delete.button')}
          </Button>
        </Space>
      ),
    },
  ];
}
