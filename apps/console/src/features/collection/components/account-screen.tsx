// One collection account or application (admin, reviewer, finance): its merchant, usage, category,
// currencies and alias; the reviewer's decision and reason; the profile the merchant gave; the bank
// details issued per currency once it is in use; and its story. Approve and reject (with a reason)
// are offered when the server lists them and the operator's role reviews collections; each names
// the version on screen.
import {
  ShopState,
  ZAccountRejectRequest,
  type OpsCollectionAccount,
} from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FactsCard } from '../../../components/facts-card.tsx';
import { MerchantField } from '../../../components/merchant-cell.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { ReviewDecisions, reviewNotesOf } from '../../../components/review-decisions.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { describedItems } from '../../../lib/described-items.ts';
import { isStaleAccount } from '../api/account-changed.ts';
import { useApproveAccount } from '../api/approve-account.ts';
import { useAccount } from '../api/get-account.ts';
import { useRejectAccount } from '../api/reject-account.ts';
import { DetailsCard, ProfileCard } from './account-sections.tsx';
import { AccountStateTag, categoryLabel, usageLabel } from './collection-labels.tsx';
import { CollectionStory } from './collection-story.tsx';

type Decision = OpsCollectionAccount['actions'][number];

const AccountActions = ({
  account,
  decisions,
}: {
  account: OpsCollectionAccount;
  decisions: readonly Decision[];
}) => {
  return (
    <ReviewDecisions
      ns="collection"
      keys={{ approve: 'approveAccount', reject: 'rejectAccount' }}
      decisions={decisions}
      testId="account"
      values={{ merchant: account.merchantName, currencies: account.currencies.join(', ') }}
      request={{ accountId: account.id, version: account.version }}
      approve={useApproveAccount()}
      reject={useRejectAccount()}
      reasonSchema={ZAccountRejectRequest.shape.reason}
      isStale={isStaleAccount}
    />
  );
};

const note = reviewNotesOf('collection', 'account-decision');

const DecisionNote = ({ account }: { account: OpsCollectionAccount }) => {
  const { t } = useTranslation('collection');
  if (account.state === ShopState.NotApproved)
    return note('error', t('account.rejected'), account.reason);
  if (account.state === ShopState.UnderReview) return note('info', t('account.underReview'));
  return null;
};

const OverviewCard = ({ account }: { account: OpsCollectionAccount }) => {
  const { t } = useTranslation('collection');
  const field = describedItems(t, 'columns');
  return (
    <FactsCard
      title={t('account.overview')}
      testId="account-overview"
      items={[
        field('merchant', <MerchantField merchant={account} testId="account-merchant" />),
        field('usage', <span data-testid="account-usage">{usageLabel(account.usage, t)}</span>),
        field('category', categoryLabel(account.category, t)),
        field(
          'currencies',
          <Flex gap={4} wrap data-testid="account-currencies">
            {account.currencies.map((code) => (
              <Tag key={code} style={{ marginInlineEnd: 0 }}>
                {code}
              </Tag>
            ))}
          </Flex>,
        ),
        field('alias', orEmpty(account.alias)),
        field('state', <AccountStateTag state={account.state} testId="account-state-field" />),
        field('appliedAt', formatDateTime(account.appliedAt)),
        field('openedAt', orEmpty(account.openedAt && formatDateTime(account.openedAt))),
      ]}
    />
  );
};

export const AccountScreen = () => {
  const { accountId = '' } = useParams();
  const { t } = useTranslation('collection');
  const query = useAccount(accountId);
  const operator = useCurrentOperator();
  // The decisions the server lists are offered when the operator's role may take them.
  const canReview = allows(operator.role, ACCESS.reviewCollections);

  return (
    <RecordScreen query={query} t={t} name="account" keys="account" list={paths.collectionAccounts}>
      {(account) => ({
        title: account.alias || account.merchantName,
        fact: usageLabel(account.usage, t),
        state: <AccountStateTag state={account.state} />,
        description: account.alias ? `${account.merchantName} · ${account.merNo}` : account.merNo,
        actions: canReview && account.actions.length > 0 && (
          <AccountActions account={account} decisions={account.actions} />
        ),
        content: (
          <>
            <DecisionNote account={account} />
            <OverviewCard account={account} />
            <ProfileCard account={account} />
            {account.state === ShopState.Effective || account.details.length > 0 ? (
              <DetailsCard account={account} />
            ) : null}
            <CollectionStory events={account.history} />
          </>
        ),
      })}
    </RecordScreen>
  );
};
