import { Image, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { consolePictureUrl, type AdminRechargeRecord } from '@tradewind/contract';

/**
 * The buyer's payment evidence as a thumbnail; a click (or Enter) opens it large, with zoom and rotate. It is the
 * buyer's private upload, read through the console's own path (decision 036).
 */
export function RechargeEvidence({ record }: { record: AdminRechargeRecord }) {
  const { t } = useTranslation();
  if (!record.evidence) return <Typography.Text type="secondary">{t('admin.recharges.evidence.none')}</Typography.Text>;
  return (
    <Image
      src={consolePictureUrl(record.evidence)}
      alt={t('admin.recharges.evidence.alt', { id: record.id, account: record.user.account })}
      aria-label={t('admin.recharges.evidence.open', { id: record.id })}
      width={56}
      height={56}
      style={{ objectFit: 'cover' }}
      // Opened large, the evidence keeps the buyer's reference and note beside it, to check one against the other.
      preview={{
        actionsRender: (actions) => (
          <div className="tw-admin-evidence-actions">
            {(record.reference || record.remark) && (
              <div className="tw-admin-evidence-note">
                {record.reference && (
                  <div>{t('admin.recharges.transfer.reference', { reference: record.reference })}</div>
                )}
                {record.remark && (
                  <div>
                    {t('admin.recharges.transfer.note')} {record.remark}
                  </div>
                )}
              </div>
            )}
            {actions}
          </div>
        ),
      }}
    />
  );
}
