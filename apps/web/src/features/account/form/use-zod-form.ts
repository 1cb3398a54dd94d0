import { useCallback } from 'react';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { V } from '@tradewind/contract';
import type { z } from 'zod';

type Errors = Record<string, string>;

/**
 * Drives an antd-mobile Form with a contract schema: the schema's messages are i18n keys, shown under each field.
 * An empty field reports "required" rather than a rule it cannot meet yet. `context` adds values that are not
 * fields of this form (e.g. the email of an earlier step).
 */
export function useZodForm<S extends z.ZodType>(
  schema: S,
  fields: readonly string[],
  context?: Record<string, unknown>,
) {
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
    (errors: Errors, names: readonly string[] = fields) =>
      form.setFields(names.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] }))),
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

  /** On blur: the message of that one field, once the user has typed in it. */
  const blur = useCallback(
    (name: string) => () => {
      if (form.isFieldTouched(name)) show(errorsOf(values()), [name]);
    },
    [form, show, errorsOf, values],
  );

  /** Server field messages (already translated) go under their fields; true when some were shown. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      const serverFields = (error as { fields?: Errors } | null)?.fields ?? {};
      const known = Object.keys(serverFields).filter((name) => fields.includes(name));
      show(serverFields, known);
      return known.length > 0;
    },
    [fields, show],
  );

  return { form, check, blur, show, showServerErrors };
}
