import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from '@/lib/router';

type Kept = { key: string; locationKey: string; element: ReactNode };

/**
 * Renders the matched screen. A kept-alive screen (keepKey set) stays mounted inside a hidden <Activity> once
 * left, so its state survives and its effects pause; every other screen unmounts when left.
 */
export function KeepAliveOutlet({ keepKey }: { keepKey: string | null }) {
  const outlet = useOutlet();
  const location = useLocation();
  const [kept, setKept] = useState<Kept[]>([]);

  // Remember the kept screen's latest element (adjusting state while rendering: React re-renders at once).
  const entry = keepKey ? kept.find((item) => item.key === keepKey) : undefined;
  if (keepKey && entry?.locationKey !== location.key) {
    const next = { key: keepKey, locationKey: location.key, element: outlet };
    setKept(entry ? kept.map((item) => (item.key === keepKey ? next : item)) : [...kept, next]);
  }

  return (
    <>
      {kept.map((item) => (
        <Activity key={item.key} mode={item.key === keepKey ? 'visible' : 'hidden'}>
          {item.key === keepKey ? outlet : item.element}
        </Activity>
      ))}
      {keepKey ? null : outlet}
    </>
  );
}
