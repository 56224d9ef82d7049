// The frame of the sandbox platform's own pages (authLogin, authHandle): they stand in for a
// marketplace's sign-in and consent, so they look like another site ("Sandbox Commerce") inside
// the public layout. The hand-off's state parameter is read first (auth/handoff.json): what is
// being authorized, for which shop and site, what will be granted, and until when, counted down.
// A missing, used, forged or expired link (AUTH_LINK_INVALID) shows its own page with the way back
// to the shops.
import { ClockCircleOutlined, ShopOutlined } from '@ant-design/icons';
import { HANDOFF_MINUTES, type Handoff } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteText } from './site-text.tsx';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useHandoff } from '../api/get-handoff.ts';
import { useScopeText } from './labels.ts';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';

/** A narrow column in the middle of the public layout. */
export const PublicColumn = ({ children, testId }: { children: ReactNode; testId: string }) => (
  <div style={{ maxWidth: 560, margin: '0 auto' }} data-testid={testId}>
    {children}
  </div>
);

/** The page of a link that no longer works (or never did). */
export const InvalidLink = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={t('auth.invalid.title')}
      subTitle={t('auth.invalid.body', { count: HANDOFF_MINUTES })}
      data-testid="handoff-invalid"
      extra={
        <Button type="primary" onClick={() => void navigate(paths.shop)} data-testid="handoff-back">
          {t('auth.invalid.back')}
        </Button>
      }
    />
  );
};

/** Seconds until `expiresAt`, counted down every second. */
const useSecondsLeft = (expiresAt: string) => {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((end - now) / 1_000));
};

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** "This link expires in 14:32". */
export const Countdown = ({ secondsLeft }: { secondsLeft: number }) => {
  const { t } = useTranslation('shop');
  return (
    <Typography.Text type="secondary" data-testid="handoff-countdown">
      <ClockCircleOutlined style={{ marginInlineEnd: 6 }} />
      {t('auth.expiresIn', { time: clock(secondsLeft) })}
    </Typography.Text>
  );
};

/** The sandbox platform's card: its brand on top, a word that it is the sandbox, the page below. */
const SandboxCard = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('shop');
  const { token } = theme.useToken();
  return (
    <Card
      styles={{ header: { background: '#0f3d3e', color: '#fff' } }}
      title={
        <Flex gap={8} align="center" style={{ color: '#fff' }}>
          <ShopOutlined />
          <span data-testid="sandbox-brand">{t('auth.sandbox.brand')}</span>
        </Flex>
      }
    >
      <Typography.Paragraph
        type="secondary"
        style={{ fontSize: 12, marginBottom: token.marginMD }}
        data-testid="sandbox-notice"
      >
        {t('auth.sandbox.notice')}
      </Typography.Paragraph>
      {children}
    </Card>
  );
};

/** What is being authorized: the shop, the platform, the site, what it grants, the time left. */
export const HandoffSummary = ({
  handoff,
  secondsLeft,
}: {
  handoff: Handoff;
  secondsLeft: number;
}) => {
  const { t } = useTranslation('shop');
  const scopeText = useScopeText();
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        data-testid="handoff-summary"
        items={[
          { key: 'shop', label: t('auth.summary.shop'), children: handoff.shopName },
          {
            key: 'platform',
            label: t('auth.summary.platform'),
            children: t(`platform.${handoff.platform}`),
          },
          {
            key: 'site',
            label: t('auth.summary.site'),
            children: <SiteText site={handoff.site} />,
          },
          {
            key: 'scopes',
            label: t('auth.summary.scopes'),
            children: (
              <Flex gap={4} wrap data-testid="handoff-scopes">
                {handoff.scopes.map((scope) => (
                  <Tag key={scope} style={{ marginInlineEnd: 0 }}>
                    {scopeText(scope)}
                  </Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
      <Countdown secondsLeft={secondsLeft} />
    </Flex>
  );
};

const HandoffBody = ({
  handoff,
  expired,
  children,
}: {
  handoff: Handoff;
  expired: boolean;
  children: (handoff: Handoff, secondsLeft: number) => ReactNode;
}) => {
  const secondsLeft = useSecondsLeft(handoff.expiresAt);
  if (expired || secondsLeft === 0) return <InvalidLink />;
  return <SandboxCard>{children(handoff, secondsLeft)}</SandboxCard>;
};

const LoadedHandoff = ({
  state,
  expired,
  children,
}: {
  state: string;
  expired: boolean;
  children: (handoff: Handoff, secondsLeft: number) => ReactNode;
}) => {
  const { t } = useTranslation('shop');
  const handoff = useHandoff(state);
  if (handoff.isPending)
    return (
      <Card data-testid="handoff-loading">
        <Skeleton active />
      </Card>
    );
  if (handoff.isError) {
    if (isApiError(handoff.error) && handoff.error.code === 'AUTH_LINK_INVALID')
      return <InvalidLink />;
    return (
      <LoadFailedResult
        title={t('auth.loadFailed')}
        query={handoff}
        retry={t('retry')}
        data-testid="handoff-failed"
      />
    );
  }
  return (
    <HandoffBody handoff={handoff.data} expired={expired}>
      {children}
    </HandoffBody>
  );
};

/**
 * A sandbox platform page of the hand-off whose state is `state`: loading, the invalid link, a
 * failure with a retry, or the page. `expired`: a step was refused as AUTH_LINK_INVALID.
 */
export const HandoffPage = ({
  state,
  expired,
  testId,
  children,
}: {
  state: string | null;
  expired: boolean;
  testId: string;
  children: (handoff: Handoff, secondsLeft: number) => ReactNode;
}) => (
  <PublicColumn testId={testId}>
    {state ? (
      <LoadedHandoff state={state} expired={expired}>
        {children}
      </LoadedHandoff>
    ) : (
      <InvalidLink />
    )}
  </PublicColumn>
);
