// The bank's answer in the reader's language (issue 37): a pain.002 status and reason code as the
// locale says them (payout `bankStatus.<code>`, `bankReason.<code>`), the bank's own words beside
// them; a code the contracts do not list shows as the code with those words.
import { isBankReasonCode, isBankStatus, type BankStatusNote } from '@tradebridge/contracts';
import type { TFunction } from 'i18next';

export const bankStatusText = (t: TFunction<'payout'>, code: string) =>
  isBankStatus(code) ? t(`bankStatus.${code}`) : t('bankStatus.unknown', { code });

/** "Bank's reason: Closed account number (AC04). The bank adds: …", or null without either. */
export const bankReasonText = (
  t: TFunction<'payout'>,
  code: string | null,
  text: string | null,
): string | null => {
  if (isBankReasonCode(code)) {
    const message = t(`bankReason.${code}`);
    return text && text !== message
      ? t('detail.bankReasonWithWords', { message, code, text })
      : t('detail.bankReasonCoded', { message, code });
  }
  if (code) return t('detail.bankReason', { reason: text ?? code, code });
  return text ? t('detail.reason', { reason: text }) : null;
};

/** A rail event's line on the timeline: the bank's status, with its reason when it gave one. */
export const bankStepText = (t: TFunction<'payout'>, bank: BankStatusNote) => {
  const status = bankStatusText(t, bank.status);
  const reason = bankReasonText(t, bank.reasonCode, bank.text);
  return reason ? t('detail.bankStep', { status, reason }) : status;
};
