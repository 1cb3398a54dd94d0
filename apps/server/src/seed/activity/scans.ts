import type { TrackingStage } from '@tradewind/contract';
import type { Random } from '../catalogue/random.js';

/** What the carrier reports at each stage after the shipping itself, and where: where the parcel left or arrives. */
const STAGED_SCANS: readonly { stage: TrackingStage; text: string; at: 'origin' | 'destination'; share: number }[] = [
  { stage: 'picked_up', text: 'Picked up from the shop by the courier', at: 'origin', share: 0.06 },
  { stage: 'in_transit', text: 'Departed the international sorting centre', at: 'origin', share: 0.25 },
  { stage: 'customs', text: 'Cleared customs', at: 'destination', share: 0.7 },
  { stage: 'out_for_delivery', text: 'Out for delivery', at: 'destination', share: 0.92 },
  { stage: 'delivered', text: 'Delivered to the addressee', at: 'destination', share: 1 },
];

export interface PlannedScan {
  stage: TrackingStage;
  text: string;
  /** Where the parcel was: the shop's city or the buyer's. */
  at: 'origin' | 'destination';
  when: Date;
}

const HOUR = 3_600_000;

/**
 * The carrier's updates of a parcel shipped at `shipped` and delivered at `delivered`, each stage a share of the
 * way with a few hours' jitter; a parcel still on its way (`delivered` after `now`) has only those already past.
 */
export function planScans(random: Random, shipped: number, delivered: number, now: number): PlannedScan[] {
  return STAGED_SCANS.map((scan) => ({
    stage: scan.stage,
    text: scan.text,
    at: scan.at,
    when: new Date(Math.max(shipped + HOUR, shipped + (delivered - shipped) * scan.share - random.int(0, 3) * HOUR)),
  })).filter((scan) => scan.when.getTime() < now);
}
