// The trading window in plain words, in the operator's language: when exchanges may be quoted each
// week (the days in the case a sentence needs them: Russian says «с понедельника … до субботы»),
// and which pairs trade around the clock (both currencies listed). Whole sentences with their
// values, never fragments glued together.
import type { TradingWindow } from '@tradebridge/contracts';
import type { TFunction } from 'i18next';

type T = TFunction<'exchange'>;

/** The weekly hours: "Open every week from Monday 06:00 to Saturday 06:00, Asia/Shanghai time." */
export const hoursSentence = (window: TradingWindow, t: T): string => {
  const { opens, closes, timeZone } = window;
  if (opens.weekday === closes.weekday && opens.time === closes.time)
    return t('window.sentence.always', { timeZone });
  return t('window.sentence.hours', {
    openDay: t(`window.from.${opens.weekday}`),
    openTime: opens.time,
    closeDay: t(`window.to.${closes.weekday}`),
    closeTime: closes.time,
    timeZone,
  });
};

/** The pairs open around the clock: those whose both currencies are listed. */
export const alwaysOpenSentence = (window: TradingWindow, t: T, language: string): string => {
  const codes = [...new Set(window.alwaysOpen)];
  if (codes.length === 0) return t('window.sentence.noneAlwaysOpen');
  if (codes.length === 1) return t('window.sentence.oneAlwaysOpen', { currency: codes[0] });
  return t('window.sentence.alwaysOpen', {
    currencies: new Intl.ListFormat(language, { type: 'conjunction' }).format(codes),
  });
};
