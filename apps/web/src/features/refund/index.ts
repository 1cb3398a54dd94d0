/** The refund application (/refund/:id?/:sn?/:product_ids?/:amount?), in the "refund" part. */
export { default as RefundScreen } from './refund-screen';
