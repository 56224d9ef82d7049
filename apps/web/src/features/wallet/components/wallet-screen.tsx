// /wallet (spec §2 currency wallet): one card per currency the merchant holds with the available
// balance and the other balances; open one more currency; fund details and wallet transfer per
// currency, and a PDF statement of a chosen period into the download centre; above them, the
// total in a display currency at reference rates.
import {
  FilePdfOutlined,
  PlusOutlined,
  SwapOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { WalletBalance } from '@tradebridge/contracts';
import { currencyName, formatMoney, useLanguage } from '@tradebridge/ui';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useWallets } from '../api/list-wallets.ts';
import { OpenWalletModal } from './open-wallet-modal.tsx';
import { StatementModal } from './statement-modal.tsx';
import { WalletTotal } from './wallet-total.tsx';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';

const OTHER_BALANCES = ['inTransit', 'pendingSettlement', 'frozen', 'deposit'] as const;

const WalletCard = ({ wallet, canOperate }: { wallet: WalletBalance; canOperate: boolean }) => {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const navigate = useNavigate();
  const [statement, setStatement] = useState(false);
  const query = `?currency=${wallet.currency}`;
  return (
    <Card
      data-testid={`wallet-card-${wallet.currency}`}
      extra={
        <Button
          type="link"
          size="small"
          icon={<FilePdfOutlined />}
          onClick={() => setStatement(true)}
          data-testid="wallet-statement"
        >
          {t('statement.button')}
        </Button>
      }
      title={
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {wallet.currency}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {currencyName(wallet.currency, language)}
          </Typography.Text>
        </Flex>
      }
      actions={[
        <Button
          key="details"
          type="link"
          icon={<UnorderedListOutlined />}
          onClick={() => void navigate(`${paths.walletDetail}${query}`)}
          data-testid="wallet-details"
        >
          {t('wallet.details')}
        </Button>,
        ...(canOperate
          ? [
              <Button
                key="transfer"
                type="link"
                icon={<SwapOutlined />}
                onClick={() => void navigate(`${paths.walletTransfer}${query}`)}
                data-testid="wallet-transfer"
              >
                {t('wallet.transfer')}
              </Button>,
            ]
          : []),
      ]}
    >
      <Typography.Text type="secondary">{t('balance.available')}</Typography.Text>
      <div
        style={{ fontSize: 26, fontWeight: 600, margin: '4px 0 12px', overflowWrap: 'anywhere' }}
        data-testid="wallet-available"
      >
        {formatMoney(wallet.available, wallet.currency, { fixed: true })}
      </div>
      <Descriptions
        size="small"
        column={1}
        colon={false}
        items={OTHER_BALANCES.map((key) => ({
          key,
          label: t(`balance.${key}`),
          children: (
            <span style={{ marginInlineStart: 'auto' }} data-testid={`wallet-${key}`}>
              {formatMoney(wallet[key], wallet.currency, { fixed: true })}
            </span>
          ),
        }))}
      />
      {statement ? (
        <StatementModal currency={wallet.currency} onClose={() => setStatement(false)} />
      ) : null}
    </Card>
  );
};

export const WalletScreen = () => {
  const { t } = useTranslation('wallet');
  const user = useCurrentUser();
  const wallets = useWallets();
  const [opening, setOpening] = useState(false);
  const canOperate = canAccess(user, { permission: 'wallet:operate' });

  const body = () => {
    if (wallets.isPending) return <Skeleton active data-testid="wallets-loading" />;
    if (wallets.isError) {
      return <LoadFailedResult title={t('wallet.loadFailed')} query={wallets} retry={t('retry')} />;
    }
    if (wallets.data.length === 0) {
      return <Empty description={t('wallet.empty')} data-testid="wallets-empty" />;
    }
    return (
      <>
        <WalletTotal />
        <Row gutter={[16, 16]}>
          {wallets.data.map((wallet) => (
            <Col key={wallet.currency} xs={24} md={12} xxl={8}>
              <WalletCard wallet={wallet} canOperate={canOperate} />
            </Col>
          ))}
        </Row>
      </>
    );
  };

  return (
    <Card
      title={t('wallet.title')}
      data-testid="wallet-screen"
      extra={
        canOperate ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!wallets.isSuccess}
            onClick={() => setOpening(true)}
            data-testid="open-wallet"
          >
            {t('open.button')}
          </Button>
        ) : null
      }
    >
      {body()}
      {opening && wallets.data ? (
        <OpenWalletModal held={wallets.data} onClose={() => setOpening(false)} />
      ) : null}
    </Card>
  );
};
