// Times shown to people in messages (e.g. "locked until 2026-05-01 14:30"), in the caller's zone.

/** "YYYY-MM-DD HH:mm" in `timeZone` when it is a known IANA zone, else in UTC with " UTC". */
export const formatUntil = (until: Date, timeZone: string | undefined) => {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(until);
  return `${parts.replace(',', '')}${zone === 'UTC' ? ' UTC' : ''}`;
};

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
