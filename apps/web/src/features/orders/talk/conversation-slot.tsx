import type { OrderDetail } from '@tradewind/contract';
import { BelowTheFold, lazyWithTexts } from '@/components/below-the-fold';

/** Its own chunk, with the picture picker's texts, loaded as the buyer scrolls to it. */
const ConversationCard = lazyWithTexts(['talk', 'upload'], () => import('./conversation-card'));

/** The order screen's conversation with the shop. */
export function ConversationSlot({ order }: { order: OrderDetail }) {
  return (
    <BelowTheFold placeholder={<div className="surface-card ord-section" />}>
      <ConversationCard order={order} />
    </BelowTheFold>
  );
}
