/** The one split of an amount across parts lives in the contract: landed costs split freight and discount with it. */
export { allocate } from '@tradewind/contract';
