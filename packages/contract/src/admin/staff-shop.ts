import { z } from 'zod';

/** A shop as the console names it beside a staff member: which shops they work for. */
export const StaffShop = z.object({ id: z.number().int(), name: z.string() });
export type StaffShop = z.infer<typeof StaffShop>;
