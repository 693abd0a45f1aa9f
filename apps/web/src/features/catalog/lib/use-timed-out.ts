import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `ms` milliseconds. */
export function useTimedOut(active: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    if (!active) return;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && timedOut;
}
