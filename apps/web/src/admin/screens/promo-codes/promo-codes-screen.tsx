import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import type { PromoCode } from '@tradewind/contract';
import { FilterSearch } from '../../components/filter-search';
import { ServerTable } from '../../components/server-table';
import { useDecision } from '../../components/use-decision';
import { useServerList } from '../../components/use-server-list';
import { getPromoCodes } from './api/get-promo-codes';
import { savePromoCode } from './api/save-promo-code';
import { usePromoColumns } from './promo-columns';
import { PromoFormDialog } from './promo-form-dialog';
import { bodyOf, discountText } from './promo-values';

const DEFAULTS = { keyword: '' };

/**
 * The codes buyers can type at checkout, found by part of the code on the server, newest first: add, edit, and
 * enable or disable each after a confirmation.
 */
export function PromoCodesScreen() {
  const { t } = useTranslation();
  const list = useServerList('promo-codes', DEFAULTS, getPromoCodes);
  const decide = useDecision();
  /** undefined: no dialog; null: a new code. */
  const [editing, setEditing] = useState<PromoCode | null | undefined>(undefined);

  const toggle = (promo: PromoCode) => {
    const action = promo.enabled ? 'disable' : 'enable';
    const texts = { code: promo.code, discount: discountText(t, promo) };
    void decide({
      title: t(`admin.promoCodes.${action}.title`, texts),
      content: t(`admin.promoCodes.${action}.content`, texts),
      okText: t(`admin.promoCodes.${action}.ok`),
      danger: promo.enabled,
      run: () => savePromoCode({ ...bodyOf(promo), enabled: !promo.enabled }),
      success: (saved) => t(`admin.promoCodes.${action}.done`, { code: saved.code }),
    });
  };
  const columns = usePromoColumns({ onEdit: setEditing, onToggle: toggle });

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('admin.promoCodes.lead')}</Typography.Paragraph>
      <div className="tw-admin-filters" role="search" aria-label={t('admin.promoCodes.filters.label')}>
        <FilterSearch
          label={t('admin.promoCodes.filters.keyword')}
          placeholder={t('admin.promoCodes.filters.keywordPlaceholder')}
          value={list.filters.keyword}
          maxLength={20}
          width={320}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing(null)}
          style={{ marginInlineStart: 'auto' }}
        >
          {t('admin.promoCodes.add')}
        </Button>
      </div>
      <ServerTable<PromoCode> list={list} label={t('admin.promoCodes.tableLabel')} columns={columns} />
      {editing !== undefined && <PromoFormDialog promo={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
