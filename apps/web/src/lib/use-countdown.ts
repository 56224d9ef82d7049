// Seconds left until a code may be sent again (spec §5/§9: 60 s between sends).
import { useEffect, useState } from 'react';

export const useCountdown = () => {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  const seconds = Math.max(0, Math.ceil((until - now) / 1_000));
  const start = (secondsLeft: number) => {
    setNow(Date.now());
    setUntil(Date.now() + secondsLeft * 1_000);
  };
  return { seconds, start };
};
