import type { z } from 'zod';
import { envelope, ErrorEnvelope } from '@tradewind/contract';

/** Every route's response map: its envelope on 200 and the error envelope for 4xx and 5xx. */
export const responses = <T extends z.ZodType>(data: T) => ({
  200: envelope(data),
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

/** The path part of a contract path such as `/api/user/logout?lang=zh-cn`. */
export const routePath = (url: string) => url.split('?')[0]!;
