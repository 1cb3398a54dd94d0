/** Part "order": the order overview, my orders and the order detail. */
import { antdTextsReady } from '@/i18n/antd-locale';
export { OrderScreen, MyPurchasesScreen, OrderInfoScreen } from '@/features/orders';

// This part shows antd-mobile components: their own texts are set in the buyer's language before they render.
await antdTextsReady();
