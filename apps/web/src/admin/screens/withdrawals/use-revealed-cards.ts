import { useState } from 'react';
import { useLocation } from '@/lib/router';

type Revealed = { at: string; numbers: Record<number, string> };

/**
 * Full card numbers revealed on this page, by withdrawal id. They live only in memory and only until the next
 * navigation (another page, filter or page of the list), so a number is never left on screen by accident.
 */
export function useRevealedCards() {
  const { key } = useLocation();
  const [revealed, setRevealed] = useState<Revealed>({ at: key, numbers: {} });
  const current = (state: Revealed) => (state.at === key ? state.numbers : {});

  const show = (id: number, number: string) =>
    setRevealed((state) => ({ at: key, numbers: { ...current(state), [id]: number } }));
  const hide = (id: number) =>
    setRevealed((state) => {
      const numbers = { ...current(state) };
      delete numbers[id];
      return { at: key, numbers };
    });
  return { numbers: current(revealed), show, hide };
}
