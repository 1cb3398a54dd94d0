/** Part "order": the order overview, my orders and the order detail. */
import { antdPartReady } from './antd-part';
export { OrderScreen, MyPurchasesScreen, OrderInfoScreen } from '@/features/orders';

// This part shows antd-mobile components and forms: see antd-part.ts.
await antdPartReady();
