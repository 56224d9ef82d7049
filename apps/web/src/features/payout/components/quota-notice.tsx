// The settlement quota a payment into mainland China draws on (issue 20): the US dollars it needs
// and what the merchant's available quotas leave; too little left is the spec's "insufficient
// foreign exchange limit, apply for a limit" (§8), with the way to the quota application.
import { isDecimalString, toMinor } from '@tradebridge/contracts';
import { formatMoney, messageForCode, useLanguage } from '@tradebridge/ui';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export type QuotaNeed = { needed: string; remaining: string } | null;

/** Less is left than is needed (compared in cents, never as a JS number). */
export const isQuotaShort = (quota: QuotaNeed): boolean =>
  quota !== null &&
  isDecimalString(quota.needed) &&
  isDecimalString(quota.remaining) &&
  toMinor(quota.remaining, 'USD') < toMinor(quota.needed, 'USD');

/** Nothing when the payment draws on no quota. */
export const QuotaNotice = ({ quota }: { quota: QuotaNeed }) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  if (!quota) return null;
  const short = isQuotaShort(quota);
  return (
    <Flex vertical gap={8} data-testid="quota-notice" data-short={String(short)}>
      <Typography.Text data-testid="quota-figures">
        {t('quota.figures', {
          needed: formatMoney(quota.needed, 'USD', { fixed: true }),
          remaining: formatMoney(quota.remaining, 'USD', { fixed: true }),
        })}
      </Typography.Text>
      {short ? (
        <Alert
          type="error"
          showIcon
          title={messageForCode('INSUFFICIENT_FX_LIMIT', language)}
          description={
            <Link to={paths.limitApply} data-testid="quota-apply">
              {t('quota.apply')}
            </Link>
          }
          data-testid="quota-short"
        />
      ) : null}
    </Flex>
  );
};
