// Audit entries as a table: time, actor, action, target, IP and merchant; a row with recorded
// values expands to show them before and after the change. The columns and the expansion serve
// the audit screen (a list screen) and the audit card of one merchant (AuditTable).
import type { AuditEntry } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, orEmpty, type Page } from '@tradebridge/ui';
import { Col, Flex, Row, Tag, Typography, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { merchantDetailPath } from '../../../lib/paths.ts';
import { ListTable, LoadFailed, type ListQuery } from '../../../components/list-screen.tsx';
import { TextBlock } from '../../../components/text-block.tsx';

const ACTOR_COLORS: Record<AuditEntry['actorType'], string> = {
  operator: 'blue',
  user: 'green',
  system: 'purple',
  anonymous: 'default',
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A target such as "session:<uuid>" with the id cut to 8 characters (the full one is copyable). */
export const shortTarget = (target: string): string =>
  target.replace(UUID, (id) => `${id.slice(0, 8)}…`);

const JsonBlock = ({ label, value }: { label: string; value: unknown }) => {
  const { t } = useTranslation('audit');
  return (
    <TextBlock label={label} minHeight={48}>
      {value === null || value === undefined ? t('noValue') : JSON.stringify(value, null, 2)}
    </TextBlock>
  );
};

export type AuditColumnsOptions = {
  /** Hide the merchant column (the table of one merchant). */
  hideMerchant?: boolean;
  /** Makes actor names clickable, e.g. to filter by actor. */
  onActor?: ((entry: AuditEntry) => void) | undefined;
};

export const useAuditColumns = ({
  hideMerchant = false,
  onActor,
}: AuditColumnsOptions): ColumnsType<AuditEntry> => {
  const { t } = useTranslation('audit');
  const columns: ColumnsType<AuditEntry> = [
    {
      title: t('columns.time'),
      dataIndex: 'time',
      width: 165,
      render: (time: string) => formatDateTime(time),
    },
    {
      title: t('columns.actor'),
      key: 'actor',
      width: 210,
      render: (_, entry) => (
        <Flex gap={4} align="center" wrap>
          <Tag color={ACTOR_COLORS[entry.actorType]} style={{ marginInlineEnd: 0 }}>
            {t(`actorType.${entry.actorType}`)}
          </Tag>
          {entry.actorName &&
            (onActor && entry.actorId ? (
              <Typography.Link onClick={() => onActor(entry)} title={t('filterByActor')}>
                {entry.actorName}
              </Typography.Link>
            ) : (
              <span>{entry.actorName}</span>
            ))}
        </Flex>
      ),
    },
    {
      title: t('columns.action'),
      dataIndex: 'action',
      render: (action: string) => (
        <span data-action={action}>{t(`actions.${action}`, { defaultValue: action })}</span>
      ),
    },
    {
      title: t('columns.target'),
      dataIndex: 'target',
      width: 200,
      render: (target: string | null) =>
        target ? (
          <Typography.Text
            title={target}
            copyable={{ text: target }}
            style={{ fontSize: 12, wordBreak: 'break-all' }}
          >
            {shortTarget(target)}
          </Typography.Text>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('columns.ip'),
      dataIndex: 'ip',
      width: 120,
      render: (ip: string | null) => orEmpty(ip),
    },
  ];
  if (!hideMerchant) {
    columns.push({
      title: t('columns.merchant'),
      dataIndex: 'merchantId',
      width: 110,
      render: (merchantId: string | null) =>
        merchantId ? (
          <Link to={merchantDetailPath(merchantId)} title={merchantId}>
            {t('openMerchant')}
          </Link>
        ) : (
          EMPTY_VALUE
        ),
    });
  }

  return columns;
};

const AuditValues = ({ entry }: { entry: AuditEntry }) => {
  const { t } = useTranslation('audit');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <JsonBlock label={t('before')} value={entry.before} />
      </Col>
      <Col xs={24} lg={12}>
        <JsonBlock label={t('after')} value={entry.after} />
      </Col>
    </Row>
  );
};

/** The table settings both audit tables share: a row with recorded values expands. */
export const AUDIT_TABLE = {
  size: 'middle',
  scroll: { x: 1000 },
  expandable: {
    rowExpandable: (entry) => entry.before !== null || entry.after !== null,
    expandedRowRender: (entry) => <AuditValues entry={entry} />,
  },
} satisfies TableProps<AuditEntry>;

export type AuditTableProps = AuditColumnsOptions & {
  query: ListQuery<AuditEntry>;
  /** Text of the empty table. */
  emptyText: string;
  page: Page;
  onPage: (page: Page) => void;
};

/** Audit entries with their failure and paging, where they sit in another screen's card. */
export const AuditTable = ({ query, emptyText, page, onPage, ...options }: AuditTableProps) => {
  const columns = useAuditColumns(options);
  return (
    <Flex vertical gap={12}>
      {query.error && (
        <LoadFailed name="audit" error={query.error} onRetry={() => void query.refetch()} />
      )}
      <ListTable<AuditEntry>
        {...AUDIT_TABLE}
        name="audit"
        query={query}
        emptyText={emptyText}
        page={page}
        onPage={onPage}
        columns={columns}
      />
    </Flex>
  );
};
