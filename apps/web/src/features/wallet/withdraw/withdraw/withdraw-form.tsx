import { useState } from 'react';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { addressErrorWhileTyping } from '@tradewind/contract/address-check';
import {
  centsToDecimal,
  ErrorKey,
  type SavedAccount,
  type WithdrawBody,
  type WithdrawInfo,
  type WithdrawType,
} from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { toast } from '@/components/toast';
import { AmountInput } from './amount-input';
import { DestinationFields } from './destination-fields';
import { FeeSummary } from './fee-summary';
import { PayCodeSheet, type SheetMode } from './pay-code-sheet';
import { withPasskeyProof } from '@/api/passkey-proof';
import { useSendWithdrawal } from './use-send-withdrawal';
import {
  checkWithdrawal,
  DESTINATION_FIELDS,
  feeOf,
  fieldsOf,
  typedCents,
  type FieldMessage,
  type WithdrawFields,
} from './withdraw-draft';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';

const AMOUNT_ERRORS: string[] = [ErrorKey.InsufficientBalance, ErrorKey.WithdrawBelowMin];

export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [type, setType] = useState<WithdrawType>('bank');
  const [picked, setPicked] = useState<SavedAccount | null>(null);
  const [sheet, setSheet] = useState<SheetMode | null>(null);
  const [ready, setReady] = useState<WithdrawFields | null>(null);
  const amountText: unknown = Form.useWatch('amount', form);

  const text = (message: FieldMessage) => t(message.key, message.values);
  const showErrors = (errors: Record<string, string>, names = fieldsOf(type)) =>
    form.setFields(names.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
  const savedCardId = type === 'bank' && picked?.type === 'bank' ? picked.id : undefined;
  const valuesOf = (): Record<string, unknown> => ({
    type,
    save: form.getFieldValue('save') ?? false,
    ...Object.fromEntries(fieldsOf(type).map((name) => [name, form.getFieldValue(name) ?? ''])),
    ...(savedCardId === undefined ? {} : { card_number: '', account_id: savedCardId }),
  });
  const check = (names?: string[]) => {
    const result = checkWithdrawal(valuesOf(), info);
    const errors = Object.fromEntries(Object.entries(result.errors ?? {}).map(([name, m]) => [name, text(m)]));
    showErrors(errors, names);
    return result.fields;
  };

  const changeType = (next: WithdrawType) => {
    setType(next);
    if (picked && picked.type !== next) setPicked(null);
  };
  const pick = (account: SavedAccount) => {
    setPicked(account);
    setType(account.type);
    // A saved card is sent by its id (its number comes back masked); bank and holder are filled in.
    form.setFieldsValue(
      account.type === 'bank'
        ? { bank_name: account.bank_name ?? '', holder: account.holder ?? '', card_number: '', save: false }
        : { network_id: account.network_id ?? undefined, address: account.address ?? '', save: false },
    );
    showErrors({}, [...DESTINATION_FIELDS[account.type]]);
  };
  /** As the address is typed (or the network changes), what makes it no address of that network, at once. */
  const checkAddress = () => {
    const network = info.networks.find((n) => n.id === form.getFieldValue('network_id'));
    const address = String(form.getFieldValue('address') ?? '');
    const wrong = network && address.trim() ? addressErrorWhileTyping(network.address_format, address) : null;
    showErrors(wrong ? { address: t(wrong) } : {}, ['address']);
  };
  const withdrawAll = () => {
    form.setFieldsValue({ amount: centsToDecimal(info.balance_cents) });
    check(['amount']);
  };

  const confirm = () => {
    const fields = check();
    if (!fields) return;
    setReady(fields);
    setSheet(info.has_pay_password ? 'code' : 'notSet');
  };

  /** A refusal the form answers: a toast, and the message under its field when it has one. */
  const refused = (error: unknown) => {
    setSheet(null);
    const message = error instanceof Error ? error.message : String(error);
    toast.error(message);
    if (!isApiError(error)) return;
    if (error.key && AMOUNT_ERRORS.includes(error.key)) showErrors({ amount: message }, ['amount']);
    const known = Object.keys(error.fields ?? {}).filter((name) => fieldsOf(type).includes(name));
    if (known.length > 0) showErrors(error.fields!, known);
  };
  const submission = useSendWithdrawal({ onNotSet: () => setSheet('notSet'), onRefused: refused });
  const sendWithCode = (payCode: string) => submission.send({ ...ready!, pay_password: payCode } as WithdrawBody);
  const sendWithPasskey = () =>
    withPasskeyProof((passkey) => submission.send({ ...ready!, passkey } as WithdrawBody), {
      cancelled: t('passkeys.confirm.cancelled'),
      failed: t('passkeys.confirm.failed'),
    });

  const cents = typedCents(amountText);
  const readyCents = ready ? typedCents(ready.amount)! : 0;
  return (
    <>
      <section className="surface-card wd-card" aria-label={t('withdraw.formLabel')}>
        <Form
          form={form}
          name="withdraw"
          layout="vertical"
          requiredMarkStyle="none"
          {...APP_MESSAGES_ONLY}
          initialValues={{ save: false }}
          // A field's message goes as soon as it is edited, the address's comes as soon as it cannot be one;
          // everything is checked again on Confirm. (Checking on blur moved the button under a finger between
          // press and release, so the first tap was lost.)
          onValuesChange={(changed: Record<string, unknown>) => {
            showErrors({}, Object.keys(changed));
            if (type === 'chain' && ('address' in changed || 'network_id' in changed)) checkAddress();
          }}
          onFinish={confirm}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded">
              {t('withdraw.confirm')}
            </Button>
          }
        >
          <Form.Header>{t('withdraw.section.destination')}</Form.Header>
          <DestinationFields
            type={type}
            onType={changeType}
            networks={info.networks}
            accounts={info.accounts}
            picked={picked}
            onPick={pick}
            onUnpick={() => setPicked(null)}
          />
          <Form.Item name="amount" label={t('withdraw.field.amount')}>
            <AmountInput onAll={withdrawAll} />
          </Form.Item>
          <FeeSummary cents={cents} limits={info} />
        </Form>
      </section>
      <PayCodeSheet
        mode={sheet}
        amountCents={readyCents}
        arrivalCents={feeOf(readyCents, info).arrival}
        pending={submission.pending}
        onSubmit={sendWithCode}
        onPasskey={sendWithPasskey}
        onClose={() => setSheet(null)}
      />
    </>
  );
}
