export { PromoCodesScreen } from './promo-codes-screen';
