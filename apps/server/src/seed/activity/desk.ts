import {
  AdminAfterSaleApi,
  AdminWalletApi,
  AfterSaleApi,
  centsToDecimal,
  WalletApi,
  type Network,
} from '@tradewind/contract';
import type { Random } from '../catalogue/random.js';
import { slipPicture, type Api } from './api.js';
import type { PlacedOrder } from './orders.js';
import type { Shopper } from './shoppers.js';
import { chainAddress, RECHARGE_REMARKS } from './words.js';

export interface DeskWork {
  recharges: number;
  withdrawals: number;
  refunds: number;
}

/** Who waits on the operator for what: two manual recharges, one withdrawal. Indexes into the shoppers. */
export const RECHARGING = [0, 3] as const;
export const WITHDRAWING = 2;
const RECHARGE_CENTS = [20_000, 35_000];

/** The last order of the list that reached `stage` and is still the buyer's to refund. */
const latest = (placed: PlacedOrder[], stage: 'paid' | 'shipped', skip?: PlacedOrder) =>
  placed.filter((o) => o.plan.stage === stage && o !== skip && o.paid).at(-1);

/**
 * The operator's audit queues, filled by the buyers' own calls: manual recharges with a transfer slip as evidence,
 * an on-chain withdrawal to an enabled network, a refund without return waiting for a decision on an order not yet
 * shipped, and a partial refund on a delivered order that the operator has already approved (refunded at once).
 */
export async function fillDesk(
  api: Api,
  operatorToken: string,
  shoppers: Shopper[],
  placed: PlacedOrder[],
  withdrawCents: number,
  random: Random,
): Promise<DeskWork> {
  const work: DeskWork = { recharges: 0, withdrawals: 0, refunds: 0 };
  for (const [i, index] of RECHARGING.entries()) {
    const shopper = shoppers[index]!;
    const evidence = await api.upload(shopper.token, await slipPicture({ r: 46, g: 134, b: 193 }, 5 + i));
    await api('POST', WalletApi.recharge, shopper.token, {
      method: 'manual',
      amount: centsToDecimal(RECHARGE_CENTS[i]!),
      evidence,
      remark: RECHARGE_REMARKS[i],
    });
    work.recharges += 1;
  }

  const withdrawing = shoppers[WITHDRAWING]!;
  const { list } = await api<{ list: Network[] }>('GET', WalletApi.getBlockchain, withdrawing.token);
  const network = list[0];
  if (network) {
    // Withdrawals go only to a saved destination, after its wait (decision 052): the demo's support confirmed it.
    const address = chainAddress(random, network.address_format);
    const saved = await api<{ id: number }>('POST', WalletApi.withdrawAccountAdd, withdrawing.token, {
      type: 'chain',
      network_id: network.id,
      address,
    });
    await api('POST', AdminWalletApi.destinationRelease, operatorToken, { id: saved.id });
    await api('POST', WalletApi.extract, withdrawing.token, {
      type: 'chain',
      amount: centsToDecimal(withdrawCents),
      pay_password: withdrawing.payCode,
      network_id: network.id,
      address,
    });
    work.withdrawals += 1;
  }

  const waiting = latest(placed, 'paid');
  if (waiting) {
    await applyRefund(api, waiting, {
      type: 'refund_only',
      goods_status: 'not_received',
      amount: centsToDecimal(waiting.totalCents),
      reason: 'no_longer_needed',
      explanation: 'Ordered the wrong size by mistake; it has not shipped yet, so please cancel and refund.',
    });
    work.refunds += 1;
  }
  const approved = latest(placed, 'shipped', waiting);
  if (approved) {
    const refund = await applyRefund(api, approved, {
      type: 'refund_only',
      goods_status: 'received',
      amount: centsToDecimal(Math.max(100, Math.round(approved.totalCents * 0.3))),
      reason: 'damaged',
      explanation: 'One corner arrived dented. Happy to keep it with a partial refund instead of sending it back.',
    });
    await api('POST', AdminAfterSaleApi.approve, operatorToken, { id: refund.id });
    work.refunds += 1;
  }
  return work;
}

async function applyRefund(api: Api, order: PlacedOrder, body: Record<string, string>) {
  const proof = await api.upload(order.shopper.token, await slipPicture({ r: 192, g: 57, b: 43 }));
  return api<{ id: number }>('POST', AfterSaleApi.apply, order.shopper.token, {
    order_id: order.id,
    ...body,
    proofs: [proof],
  });
}
