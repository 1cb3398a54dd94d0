import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { V } from '@tradewind/contract';
import type { TFunction } from '@/i18n/use-translation';
import { limitsOf } from '@/lib/forms/schema-limits';

export { maxLengthOf, rangeOf } from '@/lib/forms/schema-limits';

/** What the field says when it breaks a rule; by default the console's common texts. */
export type RuleMessages = { required?: string; tooShort?: string; range?: string };

/**
 * The contract's limits of one field of a body as antd Form rules: required, length and numeric range are
 * read from the schema the server applies, so a limit changes in one place. Rules a schema cannot say (a picture
 * list, a money grammar) stay with their field.
 */
export function schemaRules(t: TFunction, field: z.ZodType, messages: RuleMessages = {}): Rule[] {
  const limits = limitsOf(field);
  const rules: Rule[] = [];
  if (limits.type === 'string') {
    const min = limits.minLength ?? 0;
    if (!limits.optional && min >= 1)
      rules.push({ required: true, whitespace: true, message: messages.required ?? t(V.required) });
    if (min > 1) rules.push({ min, message: messages.tooShort ?? t(V.invalid) });
    if (limits.maxLength !== undefined)
      rules.push({ max: limits.maxLength, message: t('admin.form.tooLong', { max: limits.maxLength }) });
  } else if (limits.type === 'number') {
    const { min, max } = limits;
    const range = messages.range ?? t(V.invalid);
    if (!limits.optional) rules.push({ required: true, message: messages.required ?? range });
    if (min !== undefined || max !== undefined)
      rules.push({ type: limits.integer ? 'integer' : 'number', min, max, message: range });
  }
  return rules;
}
