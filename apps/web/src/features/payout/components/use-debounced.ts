// A value that settles: it follows `value` once `value` has stayed the same for `ms` (compared by
// its JSON, so a request object rebuilt on every render does not restart the wait). The price is
// asked once the user pauses typing, not at every key.
import { useEffect, useMemo, useState } from 'react';

export const useDebounced = <T>(value: T, ms: number): T => {
  const text = JSON.stringify(value ?? null);
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return undefined;
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, settled, ms]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
};
