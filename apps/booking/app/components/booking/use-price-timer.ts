import { useEffect, useState } from 'react';

/**
 * The booking page's price timer (spec: 60 s). `restart` starts it again; `expired` says the
 * shown price should be checked again before going on.
 */
export function usePriceTimer(seconds: number, restartKey: unknown) {
  const [left, setLeft] = useState(seconds);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key or round restarts the count
  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const id = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [seconds, restartKey, round]);

  return { left, expired: left === 0, restart: () => setRound((n) => n + 1) };
}
