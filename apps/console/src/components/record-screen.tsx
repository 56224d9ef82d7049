// One record's page (a shop, a contract, a case…) opened from its list: while the record is not
// there, the skeleton or why not (DetailStates); then the page with the way back to the list over
// the record's title, one fact of it beside the title (an identifier in grey, or its amount in
// bold) with its state tag, and the content the screen gives. Test ids: `<name>-screen`,
// `<name>-title`, `back-to-<name>s`, `<name>-loading` and `<name>-error`. The texts are the area's
// (`t`): `<keys>.back` and `<keys>.notFound`.
import { PageContainer } from '@tradebridge/ui';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Amount } from './amount.tsx';
import { BackLink } from './back-link.tsx';
import { DetailStates } from './detail-load-states.tsx';

/** What the page shows of a record once it is there. */
type RecordPage = {
  title: ReactNode;
  /** Beside the title, in grey: an identifier, a kind. */
  fact?: ReactNode;
  /** Beside the title, in bold (instead of a fact): the record's amount. */
  amount?: { amount: string; currency: string };
  state: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  content: ReactNode;
};

type RecordScreenProps<R> = {
  /** The record's query. */
  query: { data: R | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  /** The area's texts. */
  t: TFunction<string>;
  name: string;
  keys?: string;
  /** The list the record was opened from. */
  list: string;
  children: (record: R) => RecordPage;
};

export const RecordScreen = <R,>({
  query,
  t,
  name,
  keys = 'detail',
  list,
  children,
}: RecordScreenProps<R>) => {
  const back = t(`${keys}.back`);
  if (!query.data)
    return (
      <DetailStates
        query={query}
        name={name}
        notFoundTitle={t(`${keys}.notFound`)}
        backTo={list}
        backLabel={back}
      />
    );
  const { title, fact, amount, state, content, ...page } = children(query.data);
  return (
    <PageContainer
      {...page}
      testId={`${name}-screen`}
      back={<BackLink to={list} label={back} testId={`back-to-${name}s`} />}
      title={<span data-testid={`${name}-title`}>{title}</span>}
      tags={
        <>
          {amount ? (
            <Typography.Text strong>
              <Amount amount={amount.amount} currency={amount.currency} />
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{fact}</Typography.Text>
          )}
          {state}
        </>
      }
    >
      {content}
    </PageContainer>
  );
};
