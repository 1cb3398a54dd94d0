/** The bag, for the "cart" part. The tab's count badge is imported on its own by the app shell. */
export { default as BagScreen } from './bag-screen';
