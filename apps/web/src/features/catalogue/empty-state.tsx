import type { ReactNode } from 'react';
import { ShopbagOutline } from '@/components/icons/shopbag-outline';

/** What an empty list says: why it is empty and, when there is one, what to do next. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="cat-empty">
      <span className="surface-icon-tile cat-empty__icon" aria-hidden="true">
        <ShopbagOutline />
      </span>
      <p className="cat-empty__text">{text}</p>
      {action}
    </div>
  );
}
