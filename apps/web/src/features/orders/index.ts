/** The "order" part: the order overview, my orders and the order detail. */
export { default as OrderScreen } from './order-screen';
export { default as MyPurchasesScreen } from './my-purchases-screen';
export { default as OrderInfoScreen } from './order-info-screen';
