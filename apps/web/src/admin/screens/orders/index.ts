export { OrdersScreen } from './orders-screen';
export { OrderDetailScreen } from './order-detail-screen';
