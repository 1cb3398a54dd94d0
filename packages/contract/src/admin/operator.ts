import { z } from 'zod';
import { V } from '../validation.js';

/** Who is signed in to the console; a buyer's token gets 403, so the console can refuse buyers after login. */
export const AdminOperatorApi = { me: '/api/admin/me' } as const;

export const OperatorMe = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  role: z.literal('operator'),
});
export type OperatorMe = z.infer<typeof OperatorMe>;

/** Ids the operator's desks take: in a body a JSON number, in a query string its digits. */
export const adminBodyId = z
  .number({ error: V.invalid })
  .int({ error: V.invalid })
  .positive({ error: V.invalid })
  .max(Number.MAX_SAFE_INTEGER, { error: V.invalid });
export const adminQueryId = z.coerce
  .number({ error: V.invalid })
  .int({ error: V.invalid })
  .positive({ error: V.invalid })
  .max(Number.MAX_SAFE_INTEGER, { error: V.invalid });
