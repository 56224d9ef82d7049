// The bank's service hours in plain words, in the operator's language: on which days and between
// which times the bank takes payouts (a run of days as a range, with the days in the case a sentence
// needs them: Russian says «с понедельника по пятницу»), and until when a fast transfer is paid the
// same day. Whole sentences with their values, never fragments glued together.
import { ISO_WEEKDAYS, type ServiceHours } from '@tradebridge/contracts';
import type { TFunction } from 'i18next';

type T = TFunction<'payout'>;

/** The days once each, Monday first. */
const daysOf = (hours: ServiceHours) => [...new Set(hours.days)].sort((a, b) => a - b);

/** Whether the days follow one another without a gap (Monday to Friday). */
const isRun = (days: readonly number[]) =>
  days.every((day, i) => i === 0 || day === days[i - 1]! + 1);

/** "The bank takes payouts from Monday to Friday, 09:00 to 17:00, Asia/Hong_Kong time." */
export const hoursSentence = (hours: ServiceHours, t: T, language: string): string => {
  const days = daysOf(hours);
  const values = { opens: hours.opens, closes: hours.closes, timeZone: hours.timeZone };
  if (days.length === ISO_WEEKDAYS.length) return t('hours.sentence.everyDay', values);
  if (days.length >= 3 && isRun(days))
    return t('hours.sentence.range', {
      ...values,
      from: t(`hours.from.${days[0]}`),
      to: t(`hours.to.${days.at(-1)}`),
    });
  return t('hours.sentence.days', {
    ...values,
    days: new Intl.ListFormat(language, { type: 'conjunction' }).format(
      days.map((day) => t(`hours.dayName.${day}`)),
    ),
  });
};

/** "A fast transfer submitted in service hours before 15:00 is paid the same day…" */
export const fastSentence = (hours: ServiceHours, t: T): string =>
  t('hours.sentence.fast', { cutoff: hours.fastCutoff });
