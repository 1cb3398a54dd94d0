import { Form, Input } from 'antd-mobile';
import type { CustomsIdKind } from '@tradewind/contract/customs-ids';
import { useTranslation } from '@/i18n/use-translation';

/** What each ID looks like, as the placeholder: the rule's own worked examples, nobody's papers. */
const EXAMPLES: Record<CustomsIdKind, string> = {
  pccc: 'P123456789012',
  cpf: '123.456.789-09',
  rut: '12.345.678-5',
  tckn: '10000000146',
  cn_resident: '11010519491231002X',
  tw_id: 'A123456789',
};
const NUMERIC: readonly CustomsIdKind[] = ['cpf', 'tckn'];

type Props = { kind: CustomsIdKind; saved: string | null };

/**
 * The recipient's customs ID, where the country's customs ask for one: why it is asked, that it is kept encrypted,
 * and, once saved, only its masked form ("P•••••••••234"); typing a new one replaces it.
 */
export function CustomsIdField({ kind, saved }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="customs_id"
      label={t(`addresses.form.customs.label.${kind}`)}
      description={
        <>
          <span className="addr-customs__why">{t(`addresses.form.customs.why.${kind}`)}</span>{' '}
          <span>{t('addresses.form.customs.privacy')}</span>
          {saved && <span className="addr-customs__saved">{t('addresses.form.customs.saved', { masked: saved })}</span>}
        </>
      }
    >
      <Input
        autoComplete="off"
        autoCapitalize="characters"
        inputMode={NUMERIC.includes(kind) ? 'numeric' : 'text'}
        maxLength={40}
        placeholder={saved ?? EXAMPLES[kind]}
      />
    </Form.Item>
  );
}
