import { Form } from 'antd-mobile';
import { DecimalInput } from '@/components/decimal-input';
import { useTranslation } from '@/i18n/use-translation';
import { ImageUpload } from '@/components/image-upload';
import './fields.css';

/** A decimal amount in dollars, typed the user's way, checked with the contract's rule ("25" or "25.50"). */
export function AmountField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="amount" label={t('topup.field.amount')}>
      <DecimalInput />
    </Form.Item>
  );
}

type EvidenceProps = { hint: string; onChange: () => void; onUploadingChange: (uploading: boolean) => void };

/** The payment evidence: one picture, its stored url the field's value. */
export function EvidenceField({ hint, onChange, onUploadingChange }: EvidenceProps) {
  const { t } = useTranslation();
  return (
    <Form.Item className="tu-evidence" name="evidence" label={t('topup.field.evidence')} description={hint}>
      <ImageUpload label={t('topup.field.evidenceUpload')} onChange={onChange} onUploadingChange={onUploadingChange} />
    </Form.Item>
  );
}
