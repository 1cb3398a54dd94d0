import { Form, Input } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { formatCardNumber, formatExpiry } from './card-format';

/** The card as the provider needs it: number, holder, expiry. Never a CVV (docs/architecture.md §4). */
export function CardFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="number" label={t('card.number')} normalize={formatCardNumber}>
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
      </Form.Item>
      <Form.Item name="holder" label={t('card.holder')}>
        <Input autoComplete="cc-name" autoCapitalize="characters" />
      </Form.Item>
      <Form.Item name="expiry" label={t('card.expiry')} normalize={formatExpiry}>
        <Input inputMode="numeric" autoComplete="cc-exp" placeholder="08/29" />
      </Form.Item>
    </>
  );
}
