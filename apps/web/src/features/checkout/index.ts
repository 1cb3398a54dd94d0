/** The checkout, for the "cart" part. */
export { default as CheckoutScreen } from './checkout-screen';
