import { useCallback } from 'react';
import { Form } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { AddressBody, V } from '@tradewind/contract';
import type { z } from 'zod';
import { recheckEdited, showMessages } from '@/components/form-messages';

export const TEXT_FIELDS = ['addressee', 'mobile', 'area', 'detailed_address', 'tag'] as const;
type Errors = Record<string, string>;
export type ParsedAddress = z.output<typeof AddressBody>;

/**
 * Drives the address form with the contract's AddressBody (SPEC §5): its messages are i18n keys shown under
 * each field; an empty field says "required" rather than a rule it cannot meet yet.
 */
export function useAddressForm() {
  const [form] = Form.useForm();
  const { t } = useTranslation();

  const values = useCallback(
    (): Record<string, unknown> => ({
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, form.getFieldValue(name) ?? ''])),
      is_default: form.getFieldValue('is_default') ?? false,
    }),
    [form],
  );
  const errorsOf = useCallback(
    (input: Record<string, unknown>): Errors => {
      const result = AddressBody.safeParse(input);
      const errors: Errors = {};
      for (const issue of result.error?.issues ?? []) {
        const name = String(issue.path[0] ?? '');
        if (errors[name]) continue;
        errors[name] = t(String(input[name] ?? '').trim() === '' ? V.required : issue.message);
      }
      return errors;
    },
    [t],
  );
  const show = useCallback(
    (errors: Errors, names: readonly string[] = TEXT_FIELDS) => showMessages(form, errors, names),
    [form],
  );

  return {
    form,
    /** On submit: every field's message, and the parsed body when all are valid. */
    check(): ParsedAddress | undefined {
      const result = AddressBody.safeParse(values());
      show(result.success ? {} : errorsOf(values()));
      return result.success ? result.data : undefined;
    },
    /** The Form's onValuesChange: a field's message goes once it is corrected (never on blur). */
    recheck: recheckEdited(form, () => errorsOf(values())),
    /** The server's field messages (already translated) under their fields; false when it named none. */
    showServerErrors(error: unknown): boolean {
      const fields: Errors = (error as { fields?: Errors } | null)?.fields ?? {};
      const known = TEXT_FIELDS.filter((name) => fields[name]);
      show(fields, known);
      return known.length > 0;
    },
  };
}
