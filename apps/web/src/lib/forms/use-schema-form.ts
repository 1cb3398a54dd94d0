import { useCallback, useMemo } from 'react';
import { Form, type FormProps } from 'antd-mobile';
import type { z } from 'zod';
import { useTranslation } from '@/i18n/use-translation';
import { recheckEdited, showMessages, type FieldMessages } from '@/components/form-messages';
import { messageKeysOf, type MessageOptions } from './field-messages';

type Values = Record<string, unknown>;

export type SchemaFormOptions = Pick<MessageOptions, 'emptyMessage'> & {
  /** Values that are not fields of this form (e.g. the email of an earlier step). */
  context?: Values;
  /** The body as it is sent, from the fields' values; by default the values, an unset field as ''. */
  toBody?: (values: Values) => unknown;
};

export type SchemaForm<Body> = {
  form: NonNullable<FormProps['form']>;
  /** On submit: every field's message, and the parsed body when all are valid. */
  check: () => Body | undefined;
  /** The Form's onValuesChange: a field's message goes once it is corrected (never on blur). */
  recheck: (changed: Values) => void;
  /** A picked value (network, picture) is checked at once: its message goes as soon as it is right. */
  changed: (name: string) => () => void;
  /**
   * Server field messages (already translated) go under their fields (a card's number under `number`); failing those,
   * an error key that `fieldOfError` ties to a field shows its message there. True when a message was shown.
   */
  showServerErrors: (error: unknown, fieldOfError?: Record<string, string>) => boolean;
};

const lastName = (path: readonly PropertyKey[]) => String(path.at(-1) ?? '');

/**
 * Drives an antd-mobile Form with a contract schema, the rule the server applies: the schema's messages are i18n keys,
 * shown under each field; an empty field says what to do rather than a rule it cannot meet yet.
 */
export function useSchemaForm<S extends z.ZodType>(
  schema: S,
  fields: readonly string[],
  { context, toBody, emptyMessage }: SchemaFormOptions = {},
): SchemaForm<z.output<S>> {
  const [form] = Form.useForm();
  const { t } = useTranslation();

  const verdict = useCallback(() => {
    const values: Values = Object.fromEntries(fields.map((name) => [name, form.getFieldValue(name)]));
    const body = toBody ? toBody(values) : { ...context, ...mapBlank(values) };
    const result = schema.safeParse(body);
    const keys = messageKeysOf(result.error?.issues ?? [], values, { fields, fieldOf: lastName, emptyMessage });
    const messages: FieldMessages = Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, t(key)]));
    return { messages, result };
  }, [form, fields, context, toBody, schema, emptyMessage, t]);

  const show = useCallback(
    (messages: FieldMessages, names: readonly string[] = fields) => showMessages(form, messages, names),
    [form, fields],
  );

  const check = useCallback((): z.output<S> | undefined => {
    const { messages, result } = verdict();
    show(result.success ? {} : messages);
    return result.success ? result.data : undefined;
  }, [verdict, show]);

  const recheck = useMemo(() => recheckEdited(form, () => verdict().messages), [form, verdict]);
  const changed = useCallback((name: string) => () => show(verdict().messages, [name]), [show, verdict]);

  const showServerErrors = useCallback(
    (error: unknown, fieldOfError: Record<string, string> = {}): boolean => {
      const serverFields = (error as { fields?: FieldMessages } | null)?.fields ?? {};
      const messages = Object.fromEntries(
        Object.entries(serverFields).map(([path, text]) => [lastName(path.split('.')), text]),
      );
      const known = fields.filter((name) => messages[name]);
      show(messages, known);
      if (known.length > 0) return true;
      const key = (error as { key?: string } | null)?.key;
      const field = key && fieldOfError[key];
      if (!field) return false;
      show({ [field]: t(`error.${key}`) }, [field]);
      return true;
    },
    [fields, show, t],
  );

  return { form, check, recheck, changed, showServerErrors };
}

const mapBlank = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? '']));
