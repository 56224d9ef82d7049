// The shell every detail screen (an order, a payout, a contract, a shop) is drawn in: a card titled
// generically until the record is loaded and after it then ("Order of 123"), a link back to the
// list with the screen's own actions beside it, and the loading, not-found and failed states
// around the record's body; and the body's parts: its headline figure, its fields, and the two
// columns (its fields, its story beside them).
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Flex,
  Row,
  Typography,
  type AlertProps,
  type DescriptionsProps,
} from 'antd';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from './back-link.tsx';
import { DetailStates, type QueryState } from './detail-states.tsx';

const DetailPage = <T,>({
  id,
  query,
  title,
  titleOf,
  testId,
  statesTestId,
  back,
  actions,
  notFoundTitle,
  failedTitle,
  children,
}: {
  id: string | null;
  query: QueryState<T>;
  /** The title while the record is not (yet) there. */
  title: ReactNode;
  /** The title once it is loaded; the generic one when absent. */
  titleOf?: (data: T) => ReactNode;
  /** The card's test id. */
  testId: string;
  /** The states' test id: "account" gives account-loading and account-failed. */
  statesTestId: string;
  back: { to: string; text: string; testId?: string };
  /** Drawn before the back link (the record's actions, once it is loaded). */
  actions?: ReactNode;
  notFoundTitle: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}) => {
  const navigate = useNavigate();
  const backLink = (
    <BackLink onClick={() => void navigate(back.to)} testId={back.testId}>
      {back.text}
    </BackLink>
  );
  return (
    <Card
      title={query.data !== undefined && titleOf ? titleOf(query.data) : title}
      data-testid={testId}
      extra={
        actions === undefined ? (
          backLink
        ) : (
          <Flex gap={8} wrap justify="flex-end">
            {actions}
            {backLink}
          </Flex>
        )
      }
    >
      <DetailStates
        id={id}
        query={query}
        testId={statesTestId}
        notFoundTitle={notFoundTitle}
        failedTitle={failedTitle}
      >
        {children}
      </DetailStates>
    </Card>
  );
};

/**
 * A detail screen declared from its facts: the address parameter naming the record, the hook that
 * reads it, the area's texts and the back link, drawn in `DetailPage` around its body.
 */
export const detailScreen = <T,>({
  namespace,
  param,
  useRecord,
  texts,
  titleOf,
  testId,
  statesTestId,
  back,
  Actions,
  body,
}: {
  /** The area's i18n namespace; the texts below are its keys. */
  namespace: string;
  /** The address parameter holding the record's id or number (`id`, `orderNo`). */
  param: string;
  useRecord: (id: string | null) => QueryState<T>;
  /** The prefix of the shell's texts: `<texts>.title`, `.notFound`, `.loadFailed`. */
  texts: string;
  titleOf: (data: T, t: TFunction) => ReactNode;
  testId: string;
  statesTestId: string;
  /** The list's path and the key of the link's text. */
  back: { to: string; text: string; testId?: string };
  /** The record's actions before the back link, drawn from the start (the record may be absent). */
  Actions?: ComponentType<{ record: T | undefined }>;
  body: (data: T) => ReactNode;
}) => {
  const DetailScreen = () => {
    const { t } = useTranslation(namespace);
    const [searchParams] = useSearchParams();
    const id = searchParams.get(param);
    const query = useRecord(id);
    return (
      <DetailPage
        id={id}
        query={query}
        title={t(`${texts}.title`)}
        notFoundTitle={t(`${texts}.notFound`)}
        failedTitle={t(`${texts}.loadFailed`)}
        titleOf={(data) => titleOf(data, t)}
        testId={testId}
        statesTestId={statesTestId}
        back={{ ...back, text: t(back.text) }}
        actions={Actions ? <Actions record={query.data} /> : undefined}
      >
        {body}
      </DetailPage>
    );
  };
  return DetailScreen;
};

/**
 * A record's body in two columns from the `wideFrom` breakpoint up (its fields or main cards, and
 * beside them its story), one above the other below it.
 */
export const DetailColumns = ({
  main,
  side,
  wideFrom = 'xxl',
  mainSpan = 16,
}: {
  main: ReactNode;
  side: ReactNode;
  wideFrom?: 'lg' | 'xl' | 'xxl';
  /** Of 24; the side has the rest. */
  mainSpan?: number;
}) => (
  <Row gutter={[16, 16]}>
    <Col xs={24} {...{ [wideFrom]: mainSpan }}>
      {main}
    </Col>
    <Col xs={24} {...{ [wideFrom]: 24 - mainSpan }}>
      {side}
    </Col>
  </Row>
);

/** The record's headline figure (an amount, a total) under its label. */
export const DetailFigure = ({
  label,
  size = 22,
  testId,
  children,
}: {
  label: ReactNode;
  /** The figure's font size in pixels. */
  size?: number;
  testId?: string;
  children: ReactNode;
}) => (
  <div>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <div style={{ fontSize: size, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={testId}>
      {children}
    </div>
  </div>
);

/** The record's fields, bordered, two a row from a large screen up. */
export const DetailFields = ({
  testId,
  items,
}: {
  testId: string;
  items: DescriptionsProps['items'];
}) => (
  <Descriptions
    size="small"
    bordered
    column={{ xs: 1, lg: 2 }}
    data-testid={testId}
    items={items}
  />
);

/**
 * A notice over the record or the screen (refused, waiting for materials): its lines one under
 * the other.
 */
export const DetailNotice = ({
  children,
  ...alert
}: Omit<AlertProps, 'description' | 'showIcon'> & {
  /** The lines (a reason, a hint); a null one is left out. */
  children: ReactNode;
  'data-testid'?: string;
  'data-outcome'?: string;
}) => (
  <Alert
    showIcon
    {...alert}
    description={
      <Flex vertical gap={4}>
        {children}
      </Flex>
    }
  />
);
