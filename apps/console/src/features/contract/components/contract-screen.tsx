// One trade contract (admin, reviewer): where its review stands (the reviewer's reason for a
// refusal), every field the merchant gave, its files opened in place, its goods orders (with what
// of each covers collections already) and its story. Approve and reject (with a reason) are offered
// when the server lists them; each names the version on screen.
import {
  ContractState,
  ZContractRejectRequest,
  type OpsContractDetail,
} from '@tradebridge/contracts';
import { formatDateTime, regionName, useLanguage } from '@tradebridge/ui';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FactsCard } from '../../../components/facts-card.tsx';
import { Amount } from '../../../components/amount.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { MerchantField } from '../../../components/merchant-cell.tsx';
import { ReviewDecisions, reviewNotesOf } from '../../../components/review-decisions.tsx';
import { StoryCard } from '../../../components/story-card.tsx';
import { describedItems } from '../../../lib/described-items.ts';
import { useApproveContract } from '../api/approve-contract.ts';
import { isStaleContract } from '../api/contract-changed.ts';
import { useContract } from '../api/get-contract.ts';
import { useRejectContract } from '../api/reject-contract.ts';
import {
  ContractStateTag,
  contractTypeLabel,
  ordersSummary,
  tradeTypeLabel,
  validityOf,
} from './contract-labels.tsx';
import { FilesCard, OrdersCard } from './contract-sections.tsx';

/** The events of a contract's story with a text of their own. */
const CONTRACT_EVENTS: ReadonlySet<string> = new Set([
  'submitted',
  'approved',
  'rejected',
  'resubmitted',
  'edited',
  'deleted',
]);

const ContractDecisions = ({ contract }: { contract: OpsContractDetail }) => (
  <ReviewDecisions
    ns="contract"
    decisions={contract.actions}
    testId="contract"
    values={{ contractNo: contract.contractNo, merchant: contract.merchantName }}
    request={{ contractId: contract.id, version: contract.version }}
    approve={useApproveContract()}
    reject={useRejectContract()}
    reasonSchema={ZContractRejectRequest.shape.reason}
    isStale={isStaleContract}
  />
);

const note = reviewNotesOf('contract', 'contract-decision');

const DecisionNote = ({ contract }: { contract: OpsContractDetail }) => {
  const { t } = useTranslation('contract');
  switch (contract.state) {
    case ContractState.Rejected:
      return note('error', t('detail.rejected'), contract.reason);
    case ContractState.UnderReview:
      return note('info', t('detail.underReview'));
    case ContractState.Deleted:
      return note('warning', t('detail.deleted'));
    default:
      return null;
  }
};

const OverviewCard = ({ contract }: { contract: OpsContractDetail }) => {
  const { t } = useTranslation('contract');
  const language = useLanguage();
  const field = describedItems(t, 'fields');
  return (
    <FactsCard
      title={t('detail.overview')}
      testId="contract-overview"
      items={[
        field('merchant', <MerchantField merchant={contract} testId="contract-merchant" />),
        field(
          'recordNo',
          <Typography.Text copyable data-testid="contract-record-no">
            {contract.recordNo}
          </Typography.Text>,
        ),
        field(
          'contractNo',
          <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
            {contract.contractNo}
          </Typography.Text>,
        ),
        field('buyerName', contract.buyerName),
        field('buyerCountry', regionName(contract.buyerCountry, language)),
        field(
          'tradeType',
          <span data-testid="contract-trade-type">{tradeTypeLabel(contract.tradeType, t)}</span>,
        ),
        field('contractType', contractTypeLabel(contract.contractType, t)),
        field(
          'tradingCountries',
          <Flex gap={4} wrap data-testid="contract-trading-countries">
            {contract.tradingCountries.map((code) => (
              <Tag key={code} style={{ marginInlineEnd: 0 }}>
                {regionName(code, language)}
              </Tag>
            ))}
          </Flex>,
        ),
        field('tradingParty', contract.tradingParty),
        field(
          'amount',
          <Typography.Text strong data-testid="contract-amount">
            <Amount amount={contract.amount} currency={contract.currency} />
          </Typography.Text>,
        ),
        field(
          'validity',
          <span data-testid="contract-validity">
            {validityOf(contract.validFrom, contract.validTo, t)}
          </span>,
        ),
        field('hasPi', contract.hasPi ? t('detail.yes') : t('detail.no')),
        field(
          'orders',
          <span data-testid="contract-orders">
            {ordersSummary(contract.orderCount, contract.orderTotal, contract.currency, t)}
          </span>,
        ),
        field('state', <ContractStateTag state={contract.state} testId="contract-state-field" />),
        field('createdAt', formatDateTime(contract.createdAt)),
        field('updatedAt', formatDateTime(contract.updatedAt)),
      ]}
    />
  );
};

export const ContractScreen = () => {
  const { contractId = '' } = useParams();
  const { t } = useTranslation('contract');
  return (
    <RecordScreen query={useContract(contractId)} t={t} name="contract" list={paths.contracts}>
      {(contract) => ({
        title: contract.contractNo,
        amount: contract,
        state: <ContractStateTag state={contract.state} />,
        description: t('detail.between', {
          merchant: contract.merchantName,
          buyer: contract.buyerName,
        }),
        // The route is the reviewers' (reviewContracts): the decisions are those the server lists.
        actions: contract.actions.length > 0 && <ContractDecisions contract={contract} />,
        content: (
          <>
            <DecisionNote contract={contract} />
            <OverviewCard contract={contract} />
            <FilesCard contract={contract} />
            <OrdersCard contract={contract} />
            <StoryCard ns="contract" events={contract.history} actions={CONTRACT_EVENTS} />
          </>
        ),
      })}
    </RecordScreen>
  );
};
