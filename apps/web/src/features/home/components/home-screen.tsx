// /main (spec home): a greeting by the hour (spec §9 bands) with the user's and the merchant's
// name and state; pending fee confirmations (spec §6 agreements); with wallet:view the available
// balances with the chart of one wallet's last 30 days, and the latest movements; the account
// manager; quick actions to what exists. The money comes from the wallet's queries, which
// app/pages/home-page.tsx passes in (a feature does not import another).
import {
  ReloadOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  AgreementState,
  greetingFor,
  type FundMovement,
  type MerchantInfo,
  type WalletBalance,
} from '@tradebridge/contracts';
import { formatDateTime, formatMoney } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  List,
  Result,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AccountManagerDetails } from '../../../components/account-manager-details.tsx';
import { AccountStateTag } from '../../../components/account-state.tsx';
import { MovementType } from '../../../components/movement-type.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { AgreementButton } from './agreement-modal.tsx';

/** What home shows of a query it does not own (the wallet's, passed in by app/pages). */
export type Loaded<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** How many of the latest movements home lists. */
export const RECENT_COUNT = 5;

const LoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('home');
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
};

/** A card's body for a query it was given: loading, failed (with a retry), empty, or the data. */
const loadedBody = <T,>(
  loaded: Loaded<T>,
  { rows, empty, isEmpty }: { rows: number; empty: string; isEmpty: (data: T) => boolean },
  render: (data: T) => ReactNode,
): ReactNode => {
  if (loaded.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (loaded.isError || !loaded.data) return <LoadFailed onRetry={() => void loaded.refetch()} />;
  if (isEmpty(loaded.data)) return <Empty description={empty} />;
  return render(loaded.data);
};

const Greeting = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('home');
  const band = greetingFor(new Date().getHours());
  return (
    <Card data-testid="home-greeting">
      <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="home-greeting-text">
        {t(`greeting.${band}`, { name: user.name })}
      </Typography.Title>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong data-testid="home-merchant-name">
          {user.merchantName}
        </Typography.Text>
        <Typography.Text type="secondary">{user.merNo}</Typography.Text>
        <AccountStateTag state={user.state} />
      </Flex>
    </Card>
  );
};

const Agreements = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('home');
  const pending = user.bizList.filter((b) => b.agreementState === AgreementState.Pending);
  // Accepted fee schedules stay readable (with who accepted them and when).
  const accepted = user.bizList.filter((b) => b.agreementState === AgreementState.Accepted);
  if (user.bizList.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="home-agreements">
      {pending.map((biz) => (
        <Alert
          key={biz.bizFlag}
          type="warning"
          showIcon
          data-testid={`agreement-pending-${biz.bizFlag}`}
          title={t('agreement.pending', { biz: t(`agreement.biz.${biz.bizFlag}`) })}
          description={
            user.accountManager
              ? t('agreement.contact', { name: user.accountManager.name })
              : t('agreement.contactNone')
          }
          action={
            <AgreementButton
              bizFlag={biz.bizFlag}
              type="primary"
              size="small"
              data-testid={`agreement-review-${biz.bizFlag}`}
            >
              {t('agreement.review')}
            </AgreementButton>
          }
        />
      ))}
      {accepted.length > 0 ? (
        <Flex gap={4} align="center" wrap data-testid="agreement-accepted-list">
          <Typography.Text type="secondary">{t('agreement.acceptedList')}</Typography.Text>
          {accepted.map((biz) => (
            <AgreementButton
              key={biz.bizFlag}
              bizFlag={biz.bizFlag}
              type="link"
              size="small"
              data-testid={`agreement-view-${biz.bizFlag}`}
            >
              {t(`agreement.biz.${biz.bizFlag}`)}
            </AgreementButton>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
};

/**
 * For what lies below a phone's first screen (the chart, the cards under the balances): the
 * browser lays it out only once it comes near the screen (its last size, or about a card's, stands
 * in until then), which shortens the page's first layout. What it holds stays in the
 * accessibility tree and findable.
 */
export const LAID_OUT_NEAR_SCREEN: CSSProperties = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 320px',
};

/** The available balances; `chart` goes under them once there is a wallet. */
export const BalancesCard = ({
  wallets,
  chart,
}: {
  wallets: Loaded<WalletBalance[]>;
  chart?: ReactNode;
}) => {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const body = loadedBody(
    wallets,
    { rows: 3, empty: t('balances.empty'), isEmpty: (data) => data.length === 0 },
    (data) => (
      <Row gutter={[12, 12]}>
        {data.map((w) => (
          <Col key={w.currency} xs={24} sm={12} xl={8}>
            <div
              style={{
                border: '1px solid rgba(5,5,5,0.06)',
                borderRadius: 8,
                padding: '10px 14px',
              }}
              data-testid={`home-balance-${w.currency}`}
            >
              <Typography.Text type="secondary">{w.currency}</Typography.Text>
              <div style={{ fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {formatMoney(w.available, w.currency, { fixed: true })}
              </div>
            </div>
          </Col>
        ))}
      </Row>
    ),
  );
  return (
    <Card
      title={t('balances.title')}
      data-testid="home-balances"
      extra={
        <Button type="link" onClick={() => void navigate(paths.wallet)}>
          {t('balances.toWallet')}
        </Button>
      }
    >
      {body}
      {/* The chart (its loading state as tall as itself) already while the wallets load. */}
      {wallets.isPending || (wallets.data && wallets.data.length > 0) ? chart : null}
    </Card>
  );
};

/** The latest movements (the first page of the fund details). */
export const RecentMovementsCard = ({
  movements,
}: {
  movements: Loaded<{ list: FundMovement[] }>;
}) => {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const body = loadedBody(
    movements,
    { rows: 4, empty: t('recent.empty'), isEmpty: (data) => data.list.length === 0 },
    (data) => (
      <List
        dataSource={data.list}
        data-testid="home-recent-list"
        renderItem={(m) => (
          <List.Item
            key={m.id}
            extra={
              <Typography.Text
                strong
                type={m.direction === 'in' ? 'success' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {formatMoney(m.amount, m.currency, { direction: m.direction, fixed: true })}
              </Typography.Text>
            }
          >
            <List.Item.Meta
              title={<MovementType movement={m} />}
              description={[formatDateTime(m.time), m.counterparty].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
    ),
  );
  return (
    <Card
      title={t('recent.title')}
      style={LAID_OUT_NEAR_SCREEN}
      data-testid="home-recent"
      extra={
        <Button
          type="link"
          onClick={() => void navigate(paths.walletDetail)}
          data-testid="home-to-details"
        >
          {t('recent.toDetails')}
        </Button>
      }
    >
      {body}
    </Card>
  );
};

const QuickActions = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const actions = [
    canAccess(user, { permission: 'wallet:view' }) && {
      key: 'wallet',
      icon: <WalletOutlined />,
      path: paths.wallet,
    },
    canAccess(user, { permission: 'wallet:operate' }) && {
      key: 'transfer',
      icon: <SwapOutlined />,
      path: paths.walletTransfer,
    },
    user.adminFlag && { key: 'team', icon: <TeamOutlined />, path: paths.team },
    { key: 'secure', icon: <SafetyCertificateOutlined />, path: paths.secure },
  ].filter((a) => a !== false);
  return (
    <Card title={t('quick.title')} style={LAID_OUT_NEAR_SCREEN} data-testid="home-quick-actions">
      <Flex gap={8} wrap>
        {actions.map((a) => (
          <Button
            key={a.key}
            icon={a.icon}
            onClick={() => void navigate(a.path)}
            data-testid={`quick-${a.key}`}
          >
            {t(`quick.${a.key}`)}
          </Button>
        ))}
      </Flex>
    </Card>
  );
};

export type HomeScreenProps = {
  /** Prominent under the greeting until the merchant is certified (the certification feature's card). */
  certification?: ReactNode;
  /** The balances card (BalancesCard), shown with wallet:view. */
  balances: ReactNode;
  /** The latest movements card (RecentMovementsCard), shown with wallet:view. */
  recent: ReactNode;
};

export const HomeScreen = ({ certification, balances, recent }: HomeScreenProps) => {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const seesMoney = canAccess(user, { permission: 'wallet:view' });
  return (
    <Row gutter={[16, 16]} data-testid="home-screen">
      <Col span={24}>
        <Flex vertical gap={16}>
          <Greeting user={user} />
          {certification}
          <Agreements user={user} />
        </Flex>
      </Col>
      <Col xs={24} xl={16}>
        <Flex vertical gap={16}>
          {seesMoney ? (
            <>
              {balances}
              {recent}
            </>
          ) : (
            <QuickActions user={user} />
          )}
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <Flex vertical gap={16}>
          {seesMoney ? <QuickActions user={user} /> : null}
          <Card
            title={t('manager.title')}
            style={LAID_OUT_NEAR_SCREEN}
            data-testid="home-account-manager"
          >
            <AccountManagerDetails manager={user.accountManager} />
          </Card>
        </Flex>
      </Col>
    </Row>
  );
};
