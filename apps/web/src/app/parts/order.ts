/** Part "order": the order overview, my orders and the order detail. */
export { OrderScreen, MyPurchasesScreen, OrderInfoScreen } from '@/features/orders';
