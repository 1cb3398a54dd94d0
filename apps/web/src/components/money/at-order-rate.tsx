import type { ReactNode } from 'react';
import type { OrderFx } from '@tradewind/contract';
import { OrderFxContext } from './use-estimate';

/** Every amount inside is an amount of this order: estimated at the rate it was placed at (use-estimate.ts). */
export function AtOrderRate({ fx, children }: { fx: OrderFx | undefined; children: ReactNode }) {
  return <OrderFxContext value={fx ?? null}>{children}</OrderFxContext>;
}
