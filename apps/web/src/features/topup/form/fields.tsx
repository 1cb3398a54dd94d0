import { Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { ImageUpload } from '@/components/image-upload';

/** A decimal amount in dollars, checked with the contract's rule ("25" or "25.50"). */
export function AmountField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="amount" label={t('topup.field.amount')}>
      <Input inputMode="decimal" autoComplete="off" placeholder="0.00" />
    </Form.Item>
  );
}

type EvidenceProps = { hint: string; onChange: () => void; onUploadingChange: (uploading: boolean) => void };

/** The payment evidence: one picture, its stored url the field's value. */
export function EvidenceField({ hint, onChange, onUploadingChange }: EvidenceProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name="evidence" label={t('topup.field.evidence')} description={hint}>
      <ImageUpload label={t('topup.field.evidenceUpload')} onChange={onChange} onUploadingChange={onUploadingChange} />
    </Form.Item>
  );
}
