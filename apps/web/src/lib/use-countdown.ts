// Countdowns in whole seconds: until a code may be sent again (spec §5/§9: 60 s between sends), and
// until a moment the server named (an exchange quote's expiry), on this machine's clock.
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

/**
 * A server's moment (`at`, its clock) on this machine's clock, from the server's time when it
 * answered (`serverTime`) and this machine's time when the answer arrived: what is left is counted
 * from the server's own "now", so a machine whose clock is off (or in another zone's idea of UTC)
 * still counts down the right number of seconds. Milliseconds since the epoch; NaN for bad input.
 */
export const localDeadline = (at: string, serverTime: string, receivedAt = Date.now()): number =>
  receivedAt + (Date.parse(at) - Date.parse(serverTime));

/** Whole seconds left until `deadline` (this machine's milliseconds), ticking; 0 once passed. */
export const useSecondsUntil = (deadline: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(deadline > Date.now())) return undefined;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Number.isNaN(deadline) ? 0 : Math.max(0, Math.ceil((deadline - now) / 1_000));
};

/** Seconds as "mm:ss" ("60:00" for an hour): a countdown's face. */
export const formatMinutesSeconds = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
};
