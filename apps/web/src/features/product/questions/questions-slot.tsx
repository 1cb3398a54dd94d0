import { BelowTheFold, lazyWithTexts } from '@/components/below-the-fold';

/**
 * Its own chunk and texts (`talk`, and the contract's for its form), fetched only once the buyer scrolls near: the
 * first screen never pays for it.
 */
const QuestionsSection = lazyWithTexts(['talk', 'messages'], () => import('./questions-section'));

/** The product page's questions, below the reviews. */
export function QuestionsSlot({ productId }: { productId: number }) {
  return (
    <BelowTheFold placeholder={<div className="surface-card pd-questions pd-questions--waiting" />}>
      <QuestionsSection productId={productId} />
    </BelowTheFold>
  );
}
