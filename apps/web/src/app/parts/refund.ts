/** Part "refund": the after-sale screens — refund application and reviews. */
import { antdPartReady } from './antd-part';
export { RefundScreen } from '@/features/refund';
export { CommentScreen } from '@/features/review';

// This part shows antd-mobile components and forms: see antd-part.ts.
await antdPartReady();
