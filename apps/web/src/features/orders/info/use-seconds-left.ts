import { useEffect, useState } from 'react';

/** Seconds until `deadline` (ISO), ticking every second and stopping at 0; null without a deadline. */
export function useSecondsLeft(deadline: string | null): number | null {
  const time = deadline ? Date.parse(deadline) : NaN;
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (Number.isNaN(time)) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= time) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [time]);

  return Number.isNaN(time) ? null : Math.max(0, Math.ceil((time - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 29:41, or 1:05:00 past an hour. */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
