// One payee (admin, reviewer): where its review stands (the reviewer's reason for a refusal), who it
// is to which merchant (a withdrawal account must be the merchant's own), every field of the form
// the merchant filled with the bank scheme of its country (a card's number only as its last four:
// the server keeps it sealed), and its story. Approve and refuse (with a reason) are offered while
// it is under review; each names the version on screen.
import {
  BankCardState,
  PayeeMethod,
  PayeeUsage,
  ZDecidePayeeRequest,
  type OpsPayeeDetail,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, regionName, useLanguage } from '@tradebridge/ui';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FactsCard } from '../../../components/facts-card.tsx';
import { PayeeFieldValue } from '../../../components/payee-field-value.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { ReviewDecisions, reviewNotesOf } from '../../../components/review-decisions.tsx';
import { StoryCard } from '../../../components/story-card.tsx';
import { describedItems } from '../../../lib/described-items.ts';
import { useApprovePayee, useRejectPayee } from '../api/decide-payee.ts';
import { usePayee } from '../api/get-payee.ts';
import { isStalePayee } from '../api/payee-changed.ts';
import {
  formFieldsOf,
  isKnownField,
  methodLabel,
  PayeeStateTag,
  relationshipLabel,
  schemeLabel,
  textOf,
  typeLabel,
  usageLabel,
} from './payee-labels.tsx';

/** The events of a payee's story with a text of their own. */
const PAYEE_EVENTS: ReadonlySet<string> = new Set([
  'added',
  'approved',
  'rejected',
  'resubmitted',
  'changed',
  'deleted',
]);

/** The decisions open on a payee: both while it is under review, none otherwise. */
const decisionsOf = (payee: OpsPayeeDetail) =>
  payee.state === BankCardState.Review ? (['approve', 'reject'] as const) : ([] as const);

const PayeeDecisions = ({ payee }: { payee: OpsPayeeDetail }) => {
  const { t } = useTranslation('payee');
  return (
    <ReviewDecisions
      ns="payee"
      decisions={decisionsOf(payee)}
      testId="payee"
      values={{
        payee: payee.name,
        account: payee.accountTail,
        merchant: payee.merchantName,
        method: methodLabel(payee.method, t),
      }}
      request={{ payeeId: payee.id, version: payee.version }}
      approve={useApprovePayee()}
      reject={useRejectPayee()}
      reasonSchema={ZDecidePayeeRequest.shape.reason}
      isStale={isStalePayee}
    />
  );
};

const note = reviewNotesOf('payee', 'payee-decision');

const DecisionNote = ({ payee }: { payee: OpsPayeeDetail }) => {
  const { t } = useTranslation('payee');
  switch (payee.state) {
    case BankCardState.Rejected:
      return note('error', t('detail.rejected'), payee.reason);
    case BankCardState.Review:
      return note('info', t(`detail.underReview.${payee.usage}`));
    default:
      return null;
  }
};

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A withdrawal account is the merchant's own: its holder must be the merchant. Said over the
 * details, as a warning when neither the holder's name nor its English name is the merchant's.
 */
const HolderNote = ({ payee }: { payee: OpsPayeeDetail }) => {
  const { t } = useTranslation('payee');
  if (payee.usage !== PayeeUsage.Withdraw) return null;
  const holders = [textOf(payee.form.accountName), textOf(payee.form.accountNameEn)];
  const matches = holders.some((holder) => holder && sameName(holder, payee.merchantName));
  return (
    <Alert
      type={matches ? 'success' : 'warning'}
      showIcon
      title={t(matches ? 'detail.holderMatches' : 'detail.holderDiffers', {
        merchant: payee.merchantName,
      })}
      data-testid="payee-holder-check"
    />
  );
};

/** The merchant: its name (the merchants list found by its number) beside its number. */
const MerchantOfPayee = ({ payee }: { payee: OpsPayeeDetail }) => (
  <Flex gap={8} wrap align="baseline">
    <Link
      to={`${paths.merchants}?keyword=${encodeURIComponent(payee.merNo)}`}
      data-testid="payee-merchant"
    >
      {payee.merchantName}
    </Link>
    <Typography.Text type="secondary">{payee.merNo}</Typography.Text>
  </Flex>
);

const OverviewCard = ({ payee }: { payee: OpsPayeeDetail }) => {
  const { t } = useTranslation('payee');
  const language = useLanguage();
  const field = describedItems(t, 'fields');
  const bank = payee.method === PayeeMethod.Bank;
  return (
    <FactsCard
      title={t('detail.overview')}
      testId="payee-overview"
      items={[
        field('merchant', <MerchantOfPayee payee={payee} />),
        field('method', <span data-testid="payee-method">{methodLabel(payee.method, t)}</span>),
        field('usage', <span data-testid="payee-usage">{usageLabel(payee.usage, t)}</span>),
        ...(bank ? [field('type', typeLabel(textOf(payee.form.type), t))] : []),
        field('relationship', relationshipLabel(payee.relationship, t)),
        ...(bank
          ? [
              field(
                'country',
                <span data-testid="payee-country">
                  {payee.country ? regionName(payee.country, language) : EMPTY_VALUE}
                </span>,
              ),
            ]
          : []),
        field('currency', payee.currency),
        ...(bank
          ? [
              field(
                'scheme',
                <span data-testid="payee-scheme">
                  {payee.scheme ? schemeLabel(payee.scheme, t) : EMPTY_VALUE}
                </span>,
              ),
            ]
          : []),
        field('state', <PayeeStateTag state={payee.state} testId="payee-state-field" />),
        field('createdAt', formatDateTime(payee.createdAt)),
        field('updatedAt', formatDateTime(payee.updatedAt)),
      ]}
    />
  );
};

const FormCard = ({ payee }: { payee: OpsPayeeDetail }) => {
  const { t } = useTranslation('payee');
  const card = payee.method === PayeeMethod.Card;
  return (
    <FactsCard
      title={t(card ? 'detail.card' : 'detail.bank')}
      testId="payee-form"
      items={formFieldsOf(payee).map((field) => ({
        key: field,
        label: isKnownField(field) ? t(`form.${field}`) : field,
        children: (
          <PayeeFieldValue
            ns="payee"
            field={field}
            value={textOf(payee.form[field])}
            testId={`payee-form-${field}`}
          />
        ),
        ...(field === 'address' || field === 'remarks' ? { span: 'filled' as const } : {}),
      }))}
    >
      {card && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('detail.cardSealed')}
        </Typography.Text>
      )}
    </FactsCard>
  );
};

export const PayeeScreen = () => {
  const { payeeId = '' } = useParams();
  const { t } = useTranslation('payee');

  return (
    <RecordScreen query={usePayee(payeeId)} t={t} name="payee" list={paths.payees}>
      {(payee) => ({
        title: payee.name,
        fact: (
          <>
            {methodLabel(payee.method, t)} {payee.accountTail}
          </>
        ),
        state: <PayeeStateTag state={payee.state} />,
        description: `${payee.merchantName} · ${payee.merNo}`,
        // The route is the reviewers' (reviewPayees): the decisions are open while under review.
        actions: payee.state === BankCardState.Review && <PayeeDecisions payee={payee} />,
        content: (
          <>
            <DecisionNote payee={payee} />
            <HolderNote payee={payee} />
            <OverviewCard payee={payee} />
            <FormCard payee={payee} />
            <StoryCard ns="payee" events={payee.history} actions={PAYEE_EVENTS} />
          </>
        ),
      })}
    </RecordScreen>
  );
};
