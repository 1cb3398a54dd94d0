/** A case with Tradewind about a refused refund (/dispute/:id?), in the "refund" part. */
export { default as DisputeScreen } from './dispute-screen';
