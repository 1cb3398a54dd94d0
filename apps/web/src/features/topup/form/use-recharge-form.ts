import { Form } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { RechargeBody, V, WV } from '@tradewind/contract';
import { recheckEdited, showMessages } from '@/components/form-messages';

type Values = Record<string, unknown>;

/** An empty field says what to do rather than which rule it breaks. */
const EMPTY_MESSAGE: Record<string, string> = { network_id: WV.network, evidence: WV.evidence };
const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * A top-up form checked by the contract's RechargeBody, the rule the server applies. `toBody` turns the form's
 * values into the body as it is sent; a nested field (card.number) reports under its last name (number).
 */
export function useRechargeForm(fields: readonly string[], toBody: (values: Values) => RechargeBody) {
  const [form] = Form.useForm();
  const { t } = useTranslation();

  const valuesOf = (): Values => Object.fromEntries(fields.map((name) => [name, form.getFieldValue(name)]));

  const errorsOf = (values: Values, body: RechargeBody) => {
    const result = RechargeBody.safeParse(body);
    const errors: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) {
      const name = String(issue.path.at(-1) ?? '');
      if (!fields.includes(name) || errors[name]) continue;
      const key = isEmpty(values[name]) ? (EMPTY_MESSAGE[name] ?? V.required) : issue.message;
      errors[name] = t(key.startsWith('validation.') ? key : V.invalid);
    }
    return { errors, valid: result.success };
  };

  const show = (errors: Record<string, string>, names: readonly string[]) => showMessages(form, errors, names);

  const showOne = (name: string) => {
    const values = valuesOf();
    show(errorsOf(values, toBody(values)).errors, [name]);
  };

  return {
    form,
    /** On submit: every field's message; the body to send when all is well. */
    check(): RechargeBody | undefined {
      const values = valuesOf();
      const body = toBody(values);
      const { errors, valid } = errorsOf(values, body);
      show(errors, fields);
      return valid ? body : undefined;
    },
    /** The Form's onValuesChange: a field's message goes once it is corrected (never on blur). */
    recheck: recheckEdited(form, () => {
      const values = valuesOf();
      return errorsOf(values, toBody(values)).errors;
    }),
    /** A picked value (network, picture) is checked at once: its message goes as soon as it is right. */
    changed: (name: string) => () => showOne(name),
    /** The server's field messages (already in the buyer's language) under their fields. */
    showServerErrors(error: unknown): void {
      const serverFields = (error as { fields?: Record<string, string> } | null)?.fields ?? {};
      const errors = Object.fromEntries(
        Object.entries(serverFields).map(([path, text]) => [path.split('.').at(-1)!, text]),
      );
      show(
        errors,
        fields.filter((name) => errors[name]),
      );
    },
  };
}
