import { Suspense } from 'react';
import { useSession } from '@/api/session';
import { lazyWithTexts } from '@/components/lazy-with-texts';

/** Its own chunk and texts, for a signed-in buyer only: a visitor's first screen carries none of it. */
const MeTabUnreadBadge = lazyWithTexts(['talk'], () => import('./me-tab-badge'));

/** The Me tab's count of unread messages from shops. */
export function MeTabUnreadSlot() {
  const signedIn = useSession((s) => Boolean(s.token));
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <MeTabUnreadBadge />
    </Suspense>
  );
}
