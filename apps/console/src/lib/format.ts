// Display formats shared by the console's screens.
import dayjs from 'dayjs';

/** Shown where a value is missing (spec §5: "--"). */
export const EMPTY_VALUE = '--';

/** An ISO time in the operator's zone, to the second; "--" when absent or invalid. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return EMPTY_VALUE;
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : EMPTY_VALUE;
};

/** A TOTP secret in groups of four, as authenticator apps show it. */
export const groupSecret = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];
