// The columns of the certification queue (cases-screen.tsx): merchant, subject, entity type,
// country, state, liveness, who has the case, when submitted and how long ago, and the button that
// opens the case.
import { CertificationState, type CaseSummary } from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { certificationCasePath } from '../../../lib/paths.ts';
import { openColumn } from '../../../components/open-column.tsx';
import { NOWRAP, Stacked, type RecordColumnsOf } from '../../../components/record-cells.tsx';
import { ageInDays, CaseStateTag, countryNameOf, LivenessTag } from './case-labels.tsx';

export const caseColumns = ({
  t,
  tCommon,
  open,
  language,
}: RecordColumnsOf<'certification', CaseSummary>): ColumnsType<CaseSummary> => [
  {
    // The merchant number over the merchant's name, as the other queues show a merchant.
    title: t('columns.merchant'),
    dataIndex: 'merNo',
    minWidth: 160,
    render: (merNo: string, row) => (
      <Stacked sub={row.merchantName}>
        <Link to={certificationCasePath(row.id)} data-testid={`case-link-${row.id}`}>
          {merNo}
        </Link>
      </Stacked>
    ),
  },
  {
    title: t('columns.subjectName'),
    dataIndex: 'subjectName',
    minWidth: 160,
    render: (name: string) => orEmpty(name),
  },
  {
    title: t('columns.entityType'),
    minWidth: 90,
    ...NOWRAP,
    dataIndex: 'entityType',
    render: (type: CaseSummary['entityType']) => orEmpty(type && tCommon(`entityType.${type}`)),
  },
  {
    title: t('columns.country'),
    minWidth: 110,
    dataIndex: 'country',
    render: (country: string | null) => countryNameOf(country, language),
  },
  {
    title: t('columns.state'),
    minWidth: 110,
    ...NOWRAP,
    dataIndex: 'state',
    render: (state: number) => <CaseStateTag state={state} />,
  },
  {
    title: t('columns.liveness'),
    minWidth: 130,
    ...NOWRAP,
    dataIndex: 'livenessResult',
    render: (result: CaseSummary['livenessResult']) => <LivenessTag result={result} />,
  },
  {
    title: t('columns.assignee'),
    minWidth: 110,
    ...NOWRAP,
    dataIndex: 'assignee',
    render: (assignee: CaseSummary['assignee']) =>
      assignee ? assignee.name : <Typography.Text type="secondary">{t('nobody')}</Typography.Text>,
  },
  {
    title: t('columns.submittedAt'),
    dataIndex: 'submittedAt',
    // Date and time may stack on narrow screens.
    minWidth: 100,
    render: (time: string | null) => formatDateTime(time),
  },
  {
    title: t('columns.age'),
    minWidth: 90,
    ...NOWRAP,
    key: 'age',
    render: (_: unknown, row) => {
      const days = ageInDays(row.submittedAt);
      return (
        <span style={{ whiteSpace: 'nowrap' }} data-testid={`case-age-${row.id}`}>
          {orEmpty(days === undefined ? undefined : t('age', { count: days }))}
        </span>
      );
    },
  },
  openColumn<CaseSummary>({
    title: tCommon('actions'),
    labels: { review: t('review'), view: t('view') },
    decides: (row) => row.state === CertificationState.UnderReview,
    open,
    testId: 'case-open',
  }),
];
