import { useEffect, useState } from 'react';

/**
 * Counts down from the server's own figure (its clock, not the phone's, decides when an intent expires), once a
 * second until 0.
 */
export function useSecondsLeft(secondsAtAnswer: number) {
  const [answeredAt] = useState(() => Date.now());
  const left = () => Math.max(0, secondsAtAnswer - Math.floor((Date.now() - answeredAt) / 1_000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1_000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() reads only values fixed at mount
  }, [secondsAtAnswer]);
  return seconds;
}

/** 3599 → "59:59". */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
