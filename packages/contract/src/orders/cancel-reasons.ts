/** Why a buyer cancels a paid order before it ships: one of these, kept with the order and shown to the shop. */
export const CANCEL_REASONS = [
  'changed_mind',
  'ordered_by_mistake',
  'found_cheaper',
  'delivery_too_slow',
  'wrong_address',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CV_ORDER = { cancelReason: 'validation.cancelReason' } as const;
