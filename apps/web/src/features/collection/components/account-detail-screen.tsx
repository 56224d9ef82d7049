// /act/detail?id= (spec "my accounts", one account): its state with the reviewer's reason, its
// alias (named inline, at most LIMITS.accountNameMaxLength characters, empty clears it), its bank
// details and balances per currency once issued, the confirmation letter into the download centre,
// what was applied with, and its story (applied, approved, rejected, resubmitted). An application
// under review or refused has no details yet: the screen says where it stands instead, and a
// refused one leads to correcting and resubmitting it.
import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  LIMITS,
  ShopState,
  ZAliasRequest,
  type AccountProfile,
  type CollectionAccountDetail,
} from '@tradebridge/contracts';
import { DetailColumns, detailScreen } from '../../../components/detail-page.tsx';
import { EventTimeline } from './event-timeline.tsx';
import { EMPTY_VALUE, formatDateTime, formatMoney, isApiError } from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Tag,
  Typography,
  type AlertProps,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useExportLetter } from '../api/export-letter.ts';
import { useAccount } from '../api/get-account.ts';
import { useSetAlias } from '../api/set-alias.ts';
import { BankDetails } from './bank-details.tsx';
import { newExportKey, useExportStarted } from '../../../components/export-started.tsx';
import { ACCOUNT_STATE_COLORS, accountName } from './labels.ts';
import { resubmitPath } from './links.ts';
import { useIssueText } from '../../../lib/schema-rules.ts';

/** An account, and whether the user may operate on it. */
type AccountProps = { account: CollectionAccountDetail; canOperate: boolean };

/** The alias shown, and for a user who may operate, changed in place. */
const AliasEditor = ({ account, canOperate }: AccountProps) => {
  const { t } = useTranslation('collection');
  const { message } = App.useApp();
  const issueText = useIssueText();
  const setAlias = useSetAlias();
  const [draft, setDraft] = useState<string>();
  const label = t('account.alias');
  const parsed = draft === undefined ? undefined : ZAliasRequest.shape.alias.safeParse(draft);
  const problem =
    parsed && !parsed.success && parsed.error.issues[0]
      ? issueText(parsed.error.issues[0], label)
      : undefined;

  const onSave = async () => {
    if (draft === undefined || problem) return;
    try {
      await setAlias.mutateAsync({ accountId: account.id, alias: draft.trim() });
    } catch (error) {
      void message.error(isApiError(error) ? error.message : String(error));
      return;
    }
    setDraft(undefined);
    void message.success(t('account.aliasSaved'));
  };

  if (draft === undefined) {
    return (
      <Flex gap={4} align="center" wrap>
        {account.alias ? (
          <span data-testid="account-alias">{account.alias}</span>
        ) : (
          <Typography.Text type="secondary" data-testid="account-alias">
            {t('account.noAlias')}
          </Typography.Text>
        )}
        {canOperate ? (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setDraft(account.alias)}
            data-testid="alias-edit"
          >
            {t('account.editAlias')}
          </Button>
        ) : null}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={4} style={{ width: '100%', maxWidth: 480 }}>
      <Flex gap={8}>
        <Input
          autoFocus
          value={draft}
          aria-label={label}
          status={problem ? 'error' : undefined}
          count={{ show: true, max: LIMITS.accountNameMaxLength }}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => void onSave()}
          placeholder={t('account.aliasPlaceholder')}
          data-testid="alias-input"
        />
        <Button
          type="primary"
          onClick={() => void onSave()}
          disabled={Boolean(problem)}
          loading={setAlias.isPending}
          data-testid="alias-save"
        >
          {t('account.saveAlias')}
        </Button>
        <Button onClick={() => setDraft(undefined)} data-testid="alias-cancel">
          {t('account.cancelAlias')}
        </Button>
      </Flex>
      {problem ? (
        <Typography.Text type="danger" data-testid="alias-problem">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('account.aliasHint')}
        </Typography.Text>
      )}
    </Flex>
  );
};

/** Where an account without details stands, and what comes next. */
const StateMessage = ({ account, canOperate }: AccountProps) => {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const notice = (type: AlertProps['type'], title: string, description: ReactNode) => (
    <Alert
      type={type}
      showIcon
      title={title}
      description={description}
      data-testid="account-state-message"
    />
  );
  switch (account.state) {
    case ShopState.UnderReview:
      return notice('info', t('account.underReview.title'), t('account.underReview.body'));
    case ShopState.AwaitingAuthorization:
      return notice(
        'warning',
        t('account.awaitingAuthorization.title'),
        t('account.awaitingAuthorization.body'),
      );
    case ShopState.NotApproved:
      return notice(
        'error',
        t('account.refused.title'),
        <Flex vertical gap={8} align="start">
          <span data-testid="account-refusal-reason">
            {account.reason
              ? t('account.refused.reason', { reason: account.reason })
              : t('account.refused.noReason')}
          </span>
          {canOperate ? (
            <Button
              type="primary"
              onClick={() => void navigate(resubmitPath(account.id))}
              data-testid="account-resubmit"
            >
              {t('account.refused.resubmit')}
            </Button>
          ) : null}
        </Flex>,
      );
    case ShopState.Cancelled:
      return notice('warning', t('account.cancelled.title'), t('account.cancelled.body'));
    default:
      return null;
  }
};

const PROFILE_ORDER = [
  'platform',
  'storeName',
  'storeLink',
  'storeOwner',
  'platformToken',
  'businessDescription',
  'website',
  'appStore',
  'appName',
  'developerId',
  'financialReportUrl',
  'salesCategory',
  'annualSales',
] as const;

/** What the application said about the business. */
const ProfileSummary = ({ profile }: { profile: AccountProfile }) => {
  const { t } = useTranslation('collection');
  const values = profile as Partial<Record<(typeof PROFILE_ORDER)[number], string>>;
  return (
    <Descriptions
      size="small"
      column={1}
      data-testid="account-profile"
      items={PROFILE_ORDER.filter((name) => values[name] !== undefined).map((name) => ({
        key: name,
        label: t(`profile.${name}`),
        children:
          name === 'annualSales' ? (
            formatMoney(values[name], 'USD')
          ) : (
            <span style={{ overflowWrap: 'anywhere' }}>{values[name] || EMPTY_VALUE}</span>
          ),
      }))}
    />
  );
};

const LetterButton = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('collection');
  const exportLetter = useExportLetter();
  const onStarted = useExportStarted('collection');
  const onExport = async () => {
    try {
      await exportLetter.mutateAsync({ accountId, idempotencyKey: newExportKey('collection') });
    } catch {
      return; // the request layer has shown why
    }
    onStarted();
  };
  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={exportLetter.isPending}
      onClick={() => void onExport()}
      data-testid="account-letter"
    >
      {t('account.letter')}
    </Button>
  );
};

const AccountBody = ({ account }: { account: CollectionAccountDetail }) => {
  const { t } = useTranslation('collection');
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'act:operate' });
  const effective = account.state === ShopState.Effective;
  return (
    <Flex vertical gap={16}>
      <StateMessage account={account} canOperate={canOperate} />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        data-testid="account-summary"
        items={[
          {
            key: 'alias',
            label: t('account.alias'),
            span: { xs: 1, md: 2, xl: 3 },
            children: <AliasEditor account={account} canOperate={canOperate} />,
          },
          {
            key: 'state',
            label: t('accounts.state'),
            children: (
              <Tag color={ACCOUNT_STATE_COLORS[account.state]} data-testid="account-state">
                {t(`accountState.${account.state}`)}
              </Tag>
            ),
          },
          { key: 'usage', label: t('accounts.usage'), children: t(`usage.${account.usage}.label`) },
          {
            key: 'category',
            label: t('accounts.category'),
            children: t(`category.${account.category}`),
          },
          {
            key: 'currencies',
            label: t('accounts.currencies'),
            children: account.currencies.join(', '),
          },
          {
            key: 'appliedAt',
            label: t('account.appliedAt'),
            children: formatDateTime(account.appliedAt),
          },
          {
            key: 'openedAt',
            label: t('account.openedAt'),
            children: formatDateTime(account.openedAt),
          },
        ]}
      />
      {effective && account.details.length > 0 ? (
        <Card size="small" title={t('account.details')} data-testid="account-details">
          <BankDetails details={account.details} />
        </Card>
      ) : null}
      <DetailColumns
        wideFrom="xl"
        mainSpan={14}
        main={
          <Card size="small" title={t('account.application')} style={{ height: '100%' }}>
            <ProfileSummary profile={account.profile} />
          </Card>
        }
        side={
          <Card size="small" title={t('account.history')} style={{ height: '100%' }}>
            <EventTimeline kind="account" history={account.history} />
          </Card>
        }
      />
    </Flex>
  );
};

export const AccountDetailScreen = detailScreen({
  namespace: 'collection',
  param: 'id',
  useRecord: useAccount,
  texts: 'account',
  titleOf: accountName,
  testId: 'account-detail-screen',
  statesTestId: 'account',
  back: { to: paths.act, text: 'backToAccounts' },
  Actions: ({ record }) =>
    record?.state === ShopState.Effective ? <LetterButton accountId={record.id} /> : null,
  body: (data) => <AccountBody account={data} />,
});
