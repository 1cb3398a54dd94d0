/** Part "cart": the bag and checkout. */
import { antdTextsReady } from '@/i18n/antd-locale';
export { BagScreen } from '@/features/bag';
export { CheckoutScreen } from '@/features/checkout';

// This part shows antd-mobile components: their own texts are set in the buyer's language before they render.
await antdTextsReady();
