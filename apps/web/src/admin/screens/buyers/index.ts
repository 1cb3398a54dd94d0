export { BuyersScreen } from './buyers-screen';
export { BuyerDetailScreen } from './buyer-detail-screen';
