/** Part "cart": the bag and checkout. */
export { BagScreen } from '@/features/bag';
export { CheckoutScreen } from '@/features/checkout';
