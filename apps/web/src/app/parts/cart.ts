/** Part "cart": the bag and checkout. */
import { antdPartReady } from './antd-part';
export { BagScreen } from '@/features/bag';
export { CheckoutScreen } from '@/features/checkout';

// This part shows antd-mobile components and forms: see antd-part.ts.
await antdPartReady();
