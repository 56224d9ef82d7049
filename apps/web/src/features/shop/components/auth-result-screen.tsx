// /authResult (public): how a shop's authorization ended, from the query authCallback put there
// (outcome, shopId, shop, platform, reason), and what happens next: a success sends the shop to
// review, after which its payouts are set up (authActiva); a refusal or failure says why and leads
// back to the shop to try again; an expired link leads back too.
import { HandoffOutcome, ShopPlatform, ShopState } from '@tradebridge/contracts';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { InvalidLink, PublicColumn } from './handoff-frame.tsx';
import { useReasonText } from './labels.ts';
import { authActivaPath, shopDetailPath } from './links.ts';

const OUTCOMES = Object.values(HandoffOutcome) as string[];
const PLATFORM_CODES = Object.values(ShopPlatform) as string[];

const STATUS: Record<HandoffOutcome, 'success' | 'warning' | 'error'> = {
  [HandoffOutcome.Succeeded]: 'success',
  [HandoffOutcome.Refused]: 'warning',
  [HandoffOutcome.Failed]: 'error',
  [HandoffOutcome.Expired]: 'warning',
};

export const AuthResultScreen = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const outcomeParam = searchParams.get('outcome') ?? '';
  const shopId = searchParams.get('shopId');
  const shop = searchParams.get('shop');
  const platformParam = searchParams.get('platform') ?? '';
  const reason = useReasonText()(searchParams.get('reason'));

  if (!OUTCOMES.includes(outcomeParam))
    return (
      <PublicColumn testId="auth-result-screen">
        <InvalidLink />
      </PublicColumn>
    );
  const outcome = outcomeParam as HandoffOutcome;
  // An approved shop authorized again stays approved: it does not go back to review.
  const renewed =
    outcome === HandoffOutcome.Succeeded &&
    searchParams.get('shopState') === String(ShopState.Effective);
  const platform = PLATFORM_CODES.includes(platformParam)
    ? t(`platform.${platformParam}`)
    : t('auth.result.thePlatform');
  const toShop = (label: string, primary: boolean, testId: string) =>
    shopId ? (
      <Button
        key={testId}
        type={primary ? 'primary' : 'default'}
        onClick={() => void navigate(shopDetailPath(shopId))}
        data-testid={testId}
      >
        {label}
      </Button>
    ) : (
      <Button
        key={testId}
        type={primary ? 'primary' : 'default'}
        onClick={() => void navigate(paths.shop)}
        data-testid={testId}
      >
        {t('auth.result.toShops')}
      </Button>
    );

  const extra =
    outcome === HandoffOutcome.Succeeded
      ? [
          toShop(t('auth.result.toShop'), false, 'result-to-shop'),
          shopId ? (
            <Button
              key="activa"
              type="primary"
              onClick={() => void navigate(authActivaPath(shopId))}
              data-testid="result-activa"
            >
              {t('auth.result.setUpPayouts')}
            </Button>
          ) : null,
        ]
      : [toShop(t('auth.result.tryAgain'), true, 'result-try-again')];

  return (
    <PublicColumn testId="auth-result-screen">
      <Card>
        <Result
          status={STATUS[outcome]}
          title={t(`auth.result.title.${outcome}`)}
          subTitle={
            <Flex vertical gap={6} data-testid="auth-result" data-outcome={outcome}>
              {shop ? (
                <Typography.Text strong data-testid="result-shop">
                  {shop}
                </Typography.Text>
              ) : null}
              <span>
                {t(renewed ? 'auth.result.next.renewed' : `auth.result.next.${outcome}`, {
                  platform,
                })}
              </span>
              {reason ? (
                <Typography.Text type="secondary" data-testid="result-reason">
                  {t('reason', { reason })}
                </Typography.Text>
              ) : null}
            </Flex>
          }
          extra={extra}
        />
      </Card>
    </PublicColumn>
  );
};
