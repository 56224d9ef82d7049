// One collection account or application (admin, reviewer, finance): its merchant, usage, category,
// currencies and alias; the reviewer's decision and reason; the profile the merchant gave; the bank
// details issued per currency once it is in use; and its story. Approve and reject (with a reason)
// are offered when the server lists them and the operator's role reviews collections; each names
// the version on screen.
import { ArrowLeftOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  ShopState,
  ZAccountRejectRequest,
  type OpsCollectionAccount,
} from '@tradebridge/contracts';
import { formatDateTime, orEmpty, PageContainer } from '@tradebridge/ui';
import { Alert, App, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { merchantDetailPath, paths } from '../../../app/paths.ts';
import { DetailFailed, DetailLoading } from '../../../components/detail-load-states.tsx';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { isStaleAccount } from '../api/account-changed.ts';
import { useApproveAccount } from '../api/approve-account.ts';
import { useAccount } from '../api/get-account.ts';
import { useRejectAccount } from '../api/reject-account.ts';
import { DetailsCard, ProfileCard } from './account-sections.tsx';
import { AccountStateTag, categoryLabel, usageLabel } from './collection-labels.tsx';
import { StoryCard } from './story-card.tsx';

const BackLink = () => {
  const { t } = useTranslation('collection');
  return (
    <Link to={paths.collectionAccounts} data-testid="back-to-accounts">
      <ArrowLeftOutlined /> {t('account.back')}
    </Link>
  );
};

type Decision = OpsCollectionAccount['actions'][number];

const AccountActions = ({
  account,
  decisions,
}: {
  account: OpsCollectionAccount;
  decisions: readonly Decision[];
}) => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const approve = useApproveAccount();
  const reject = useRejectAccount();

  const onApprove = () =>
    modal.confirm({
      title: t('approveAccount.title'),
      content: t('approveAccount.content', {
        merchant: account.merchantName,
        currencies: account.currencies.join(', '),
      }),
      okText: t('approveAccount.confirm'),
      okButtonProps: { ...{ 'data-testid': 'approve-confirm' } },
      cancelText: tCommon('cancel'),
      // A failure has been said (and a stale account refetched); the dialog closes either way.
      onOk: () =>
        approve.mutateAsync({ accountId: account.id, version: account.version }).then(
          () => void message.success(t('approveAccount.done')),
          () => undefined,
        ),
    });

  return (
    <>
      {decisions.includes('reject') && (
        <Button
          danger
          icon={<CloseOutlined />}
          onClick={() => setRejecting(true)}
          data-testid="account-reject"
        >
          {t('rejectAccount.action')}
        </Button>
      )}
      {decisions.includes('approve') && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={approve.isPending}
          onClick={onApprove}
          data-testid="account-approve"
        >
          {t('approveAccount.action')}
        </Button>
      )}
      <ReasonModal
        open={rejecting}
        texts={{
          title: t('rejectAccount.title'),
          confirm: t('rejectAccount.confirm'),
          help: t('rejectAccount.help'),
          label: t('reasonModal.label'),
          placeholder: t('rejectAccount.placeholder'),
          required: t('reasonModal.required'),
          tooLong: t('reasonModal.tooLong'),
        }}
        schema={ZAccountRejectRequest.shape.reason}
        pending={reject.isPending}
        onSubmit={(reason) =>
          reject.mutateAsync({ accountId: account.id, version: account.version, reason })
        }
        // A stale account was refetched and said so: the operator looks again before deciding.
        closesOn={isStaleAccount}
        onDone={() => {
          void message.success(t('rejectAccount.done'));
          setRejecting(false);
        }}
        onClose={() => setRejecting(false)}
      />
    </>
  );
};

const DecisionNote = ({ account }: { account: OpsCollectionAccount }) => {
  const { t } = useTranslation('collection');
  if (account.state === ShopState.NotApproved)
    return (
      <Alert
        type="error"
        showIcon
        title={t('account.rejected')}
        description={account.reason && t('story.reason', { reason: account.reason })}
        data-testid="account-decision"
      />
    );
  if (account.state === ShopState.UnderReview)
    return (
      <Alert type="info" showIcon title={t('account.underReview')} data-testid="account-decision" />
    );
  return null;
};

const OverviewCard = ({ account }: { account: OpsCollectionAccount }) => {
  const { t } = useTranslation('collection');
  return (
    <Card title={t('account.overview')} data-testid="account-overview">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          {
            key: 'merchant',
            label: t('columns.merchant'),
            children: (
              <Flex gap={8} wrap align="baseline">
                <Link to={merchantDetailPath(account.merchantId)} data-testid="account-merchant">
                  {account.merchantName}
                </Link>
                <Typography.Text type="secondary">{account.merNo}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'usage',
            label: t('columns.usage'),
            children: <span data-testid="account-usage">{usageLabel(account.usage, t)}</span>,
          },
          {
            key: 'category',
            label: t('columns.category'),
            children: categoryLabel(account.category, t),
          },
          {
            key: 'currencies',
            label: t('columns.currencies'),
            children: (
              <Flex gap={4} wrap data-testid="account-currencies">
                {account.currencies.map((code) => (
                  <Tag key={code} style={{ marginInlineEnd: 0 }}>
                    {code}
                  </Tag>
                ))}
              </Flex>
            ),
          },
          { key: 'alias', label: t('columns.alias'), children: orEmpty(account.alias) },
          {
            key: 'state',
            label: t('columns.state'),
            children: <AccountStateTag state={account.state} testId="account-state-field" />,
          },
          {
            key: 'appliedAt',
            label: t('columns.appliedAt'),
            children: formatDateTime(account.appliedAt),
          },
          {
            key: 'openedAt',
            label: t('columns.openedAt'),
            children: orEmpty(account.openedAt && formatDateTime(account.openedAt)),
          },
        ]}
      />
    </Card>
  );
};

export const AccountScreen = () => {
  const { accountId = '' } = useParams();
  const { t } = useTranslation('collection');
  const operator = useCurrentOperator();
  const { data: account, error, isPending, refetch } = useAccount(accountId);

  if (isPending) return <DetailLoading testId="account-loading" rows={10} />;
  if (!account)
    return (
      <DetailFailed
        error={error}
        testId="account-error"
        notFoundTitle={t('account.notFound')}
        backTo={paths.collectionAccounts}
        backLabel={t('account.back')}
        onRetry={() => void refetch()}
      />
    );

  // The decisions the server lists that the operator's role may take.
  const decisions = allows(operator.role, ACCESS.reviewCollections) ? account.actions : [];

  return (
    <PageContainer
      testId="account-screen"
      back={<BackLink />}
      title={<span data-testid="account-title">{account.alias || account.merchantName}</span>}
      tags={
        <>
          <Typography.Text type="secondary">{usageLabel(account.usage, t)}</Typography.Text>
          <AccountStateTag state={account.state} />
        </>
      }
      description={account.alias ? `${account.merchantName} · ${account.merNo}` : account.merNo}
      actions={decisions.length > 0 && <AccountActions account={account} decisions={decisions} />}
    >
      <DecisionNote account={account} />
      <OverviewCard account={account} />
      <ProfileCard account={account} />
      {account.state === ShopState.Effective || account.details.length > 0 ? (
        <DetailsCard account={account} />
      ) : null}
      <StoryCard events={account.history} />
    </PageContainer>
  );
};
