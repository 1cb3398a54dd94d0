import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { V } from '@tradewind/contract';
import { messageKeysOf } from './field-messages';

const Body = z.object({
  email: z.string().min(1, { error: V.required }).email({ error: V.email }),
  name: z.string().max(3, { error: V.tooLong }),
  code: z.string().regex(/^\d+$/),
});
const keysOf = (values: Record<string, unknown>, options?: Parameters<typeof messageKeysOf>[2]) =>
  messageKeysOf(Body.safeParse(values).error?.issues ?? [], values, options);

describe('messageKeysOf', () => {
  it('names the first broken rule of each field, as an i18n key', () => {
    expect(keysOf({ email: 'nope', name: 'Alexandra', code: '12' })).toEqual({ email: V.email, name: V.tooLong });
  });

  it('asks for a blank field rather than naming a rule it cannot meet yet', () => {
    expect(keysOf({ email: '  ', name: '', code: '' }, { emptyMessage: { code: 'validation.code' } })).toEqual({
      email: V.required,
      code: 'validation.code',
    });
  });

  it('reads a message that is not the contract’s as "not valid", and reports only the fields asked for', () => {
    expect(keysOf({ email: 'a@b.co', name: 'Al', code: 'x' })).toEqual({ code: V.invalid });
    expect(keysOf({ email: 'nope', name: 'Al', code: 'x' }, { fields: ['email'] })).toEqual({ email: V.email });
  });
});
