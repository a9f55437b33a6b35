import { useEffect, useState } from 'react';

const TICK_MS = 1000;

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / TICK_MS));

/**
 * Seconds left of `startSeconds`, ticking every second down to 0. It counts against a fixed
 * deadline rather than decrementing, so a throttled background tab still shows the true time.
 */
export function useCountdown(startSeconds: number): number {
  const [deadline] = useState(() => Date.now() + Math.max(0, startSeconds) * TICK_MS);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline));
  const done = secondsLeft === 0;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setSecondsLeft(secondsUntil(deadline)), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, done]);

  return secondsLeft;
}
