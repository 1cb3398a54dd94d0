import { V } from '@tradewind/contract';
import type { z } from 'zod';

/** Nothing typed or picked yet: absent, blank text or an empty list. */
export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && value.length === 0);

export type MessageOptions = {
  /** Only these fields report; by default every field the schema names. */
  fields?: readonly string[];
  /** The field an issue belongs to; by default the first name of its path. */
  fieldOf?: (path: readonly PropertyKey[]) => string;
  /** What an empty field says, by field: what to do rather than a rule it cannot meet yet (default "required"). */
  emptyMessage?: Record<string, string>;
};

/**
 * The one reading of a contract schema's verdict for a form: field → i18n key, the first issue of each field.
 * The contract's messages are i18n keys; any other (a bare zod default) reads as "not valid". `values` are what the
 * person typed, to tell an empty field from a wrong one.
 */
export function messageKeysOf(
  issues: readonly z.core.$ZodIssue[],
  values: Record<string, unknown>,
  { fields, fieldOf = (path) => String(path[0] ?? ''), emptyMessage = {} }: MessageOptions = {},
): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    if ((fields && !fields.includes(name)) || keys[name]) continue;
    const known = issue.message.startsWith('validation.') ? issue.message : V.invalid;
    keys[name] = isBlank(values[name]) ? (emptyMessage[name] ?? V.required) : known;
  }
  return keys;
}
