import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (a countdown needs seconds; a list only minutes). */
export function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
