import { useCallback, useMemo } from 'react';
import { Form, type FormProps } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { V } from '@tradewind/contract';
import type { z } from 'zod';
import { recheckEdited, showMessages, type FieldMessages as Errors } from '@/components/form-messages';
import { errorKeyOf } from './server-error';

export type ZodForm<Body> = {
  form: NonNullable<FormProps['form']>;
  check: () => Body | undefined;
  /** The Form's onValuesChange: a field's message goes once it is corrected (never on blur). */
  recheck: (changed: Record<string, unknown>) => void;
  showServerErrors: (error: unknown, fieldOfError?: Record<string, string>) => boolean;
};

/**
 * Drives an antd-mobile Form with a contract schema: the schema's messages are i18n keys, shown under each field.
 * An empty field reports "required" rather than a rule it cannot meet yet. `context` adds values that are not
 * fields of this form (e.g. the email of an earlier step).
 */
export function useZodForm<S extends z.ZodType>(
  schema: S,
  fields: readonly string[],
  context?: Record<string, unknown>,
): ZodForm<z.output<S>> {
  const [form] = Form.useForm();
  const { t } = useTranslation();

  const errorsOf = useCallback(
    (values: Record<string, unknown>): Errors => {
      const result = schema.safeParse(values);
      const errors: Errors = {};
      if (result.success) return errors;
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (!fields.includes(name) || errors[name]) continue;
        errors[name] = t(values[name] === '' || values[name] === undefined ? V.required : issue.message);
      }
      return errors;
    },
    [schema, fields, t],
  );

  const show = useCallback(
    (errors: Errors, names: readonly string[] = fields) => showMessages(form, errors, names),
    [form, fields],
  );

  const values = useCallback(
    (): Record<string, unknown> => ({
      ...context,
      ...Object.fromEntries(fields.map((name) => [name, form.getFieldValue(name) ?? ''])),
    }),
    [form, fields, context],
  );

  /** On submit: every field's message, and the parsed body when valid. */
  const check = useCallback((): z.output<S> | undefined => {
    const result = schema.safeParse(values());
    show(result.success ? {} : errorsOf(values()));
    return result.success ? result.data : undefined;
  }, [schema, values, show, errorsOf]);

  const recheck = useMemo(() => recheckEdited(form, () => errorsOf(values())), [form, errorsOf, values]);

  /**
   * Server field messages (already translated) go under their fields; failing those, an error key that
   * `fieldOfError` ties to a field shows its message there. True when a message was shown.
   */
  const showServerErrors = useCallback(
    (error: unknown, fieldOfError: Record<string, string> = {}): boolean => {
      const serverFields = (error as { fields?: Errors } | null)?.fields ?? {};
      const known = Object.keys(serverFields).filter((name) => fields.includes(name));
      show(serverFields, known);
      if (known.length > 0) return true;
      const key = errorKeyOf(error);
      const field = key && fieldOfError[key];
      if (!field) return false;
      show({ [field]: t(`error.${key}`) }, [field]);
      return true;
    },
    [fields, show, t],
  );

  return { form, check, recheck, showServerErrors };
}
