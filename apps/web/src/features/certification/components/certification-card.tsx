// Home's certification card, until the merchant is certified (account state 2): the state, what is
// next and a button there. The main user's comes from the case; a member is told that the main
// account holder certifies the merchant. Nothing once certified, or for a frozen, cancelled or
// closing account (those have the header's notice).
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { MerchantInfo } from '@tradebridge/contracts';
import { Button, Card, Flex, Progress, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AccountStateTag } from '../../../components/account-state.tsx';
import { needsCertification } from '../../../lib/certification.ts';
import { useCertificationCase } from '../api/get-case.ts';
import {
  isMerchantsTurn,
  nextKeyOf,
  nextPathOf,
  reachedStage,
  stagesOf,
} from './case-progress.tsx';
import { CertificationStateTag } from './hub-screen.tsx';

const MainUserCard = () => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const kase = useCertificationCase();
  if (kase.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (kase.isError)
    return (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text type="secondary">{t('card.loadFailed')}</Typography.Text>
        <Button onClick={() => void kase.refetch()}>{t('retry')}</Button>
      </Flex>
    );
  const key = nextKeyOf(kase.data);
  const stages = stagesOf(kase.data.entityType);
  const reached = stages.indexOf(reachedStage(kase.data));
  return (
    <Flex vertical gap={12} data-testid="certification-card-next" data-next={key}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{t(`next.${key}.title`)}</Typography.Text>
        <CertificationStateTag state={kase.data.state} />
      </Flex>
      <Typography.Text type="secondary">
        {t(`next.${key}.description`, { time: '' })}
      </Typography.Text>
      <Progress
        percent={Math.round((Math.max(0, reached) / stages.length) * 100)}
        size="small"
        status={key === 'failed' ? 'exception' : 'active'}
        format={() => t('card.progress', { index: reached + 1, total: stages.length })}
      />
      <div>
        <Button
          type={isMerchantsTurn(key) ? 'primary' : 'default'}
          onClick={() =>
            void navigate(isMerchantsTurn(key) ? nextPathOf(kase.data) : paths.certification.hub)
          }
          data-testid="certification-card-go"
        >
          {isMerchantsTurn(key) ? t(`next.${key}.action`) : t('card.details')}
        </Button>
      </div>
    </Flex>
  );
};

export const CertificationCard = ({ user }: { user: MerchantInfo }) => {
  const { t } = useTranslation('certification');
  const { token } = theme.useToken();
  if (!needsCertification(user.state)) return null;
  return (
    <Card
      data-testid="certification-card"
      style={{ borderColor: token.colorWarningBorder, background: token.colorWarningBg }}
      title={
        <Flex gap={8} align="center" wrap style={{ whiteSpace: 'normal' }}>
          <SafetyCertificateOutlined style={{ color: token.colorWarning }} />
          <span>{t('card.title')}</span>
          <AccountStateTag state={user.state} />
        </Flex>
      }
    >
      {user.adminFlag ? (
        <MainUserCard />
      ) : (
        <Typography.Text data-testid="certification-card-member">
          {t('card.member')}
        </Typography.Text>
      )}
    </Card>
  );
};
