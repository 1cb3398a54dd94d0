import { useEffect } from 'react';
import type { Conversation } from '@tradewind/contract/talk';
import { useMarkRead } from './mark-read';

/**
 * While the conversation is on screen and the page visible, what the shop wrote is read: the newest message is the
 * mark. A page in a background tab marks nothing until it is looked at.
 */
export function useReadOnSight(orderId: number, newest: Conversation | undefined) {
  const markRead = useMarkRead(orderId);
  const { mutate } = markRead;
  const unread = newest?.unread ?? 0;
  const upTo = newest?.list.at(-1)?.id;
  useEffect(() => {
    if (!unread || !upTo) return;
    const mark = () => {
      if (document.visibilityState === 'visible') mutate(upTo);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, upTo, mutate]);
}
