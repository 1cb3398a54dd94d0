/** Part "refund": the after-sale screens — refund application and reviews. */
import { antdTextsReady } from '@/i18n/antd-locale';
export { RefundScreen } from '@/features/refund';
export { CommentScreen } from '@/features/review';
export { DisputeScreen } from '@/features/dispute';

// This part shows antd-mobile components: their own texts are set in the buyer's language before they render.
await antdTextsReady();
