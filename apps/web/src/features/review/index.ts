/** The review screen, for the "refund" (after-sale) part. */
export { default as CommentScreen } from './comment-screen';
