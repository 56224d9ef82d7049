// Background jobs (any operator): what the server's workers did and are doing, newest first,
// filtered by state and kind, paged by the server. The list refreshes itself while a listed job is
// still to finish; a job that failed for good can be sent back to the queue by an admin. Filters
// and page live in the address.
import { RedoOutlined, SyncOutlined } from '@ant-design/icons';
import { JobState, type Job, type JobListQuery } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, orEmpty } from '@tradebridge/ui';
import { Button, Progress, Select, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { TextBlock } from '../../../components/text-block.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import {
  oneOfParam,
  textParam,
  useUrlFilters,
  type UrlFilters,
} from '../../../lib/use-url-filters.ts';
import { hasActiveJobs, JOBS_REFRESH_MS, useJobs } from '../api/list-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';
import { isKnownKind, JOB_KINDS, JOB_STATES, jobKindLabel, JobStateTag } from './job-labels.tsx';

const KIND_MAX = 80;

/** The filters in the address; a kind this console does not know yet is kept. */
const FILTERS = {
  state: oneOfParam(Object.values(JobState)),
  kind: textParam(KIND_MAX),
};

const requestOf = (
  { state, kind }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): JobListQuery => ({
  ...(state === undefined ? {} : { state }),
  ...(kind ? { kind } : {}),
  ...page,
});

const nowrap = { whiteSpace: 'nowrap' } as const;

const LastError = ({ error }: { error: string }) => {
  const { t } = useTranslation('jobs');
  return <TextBlock label={t('lastError')}>{error}</TextBlock>;
};

export const JobsScreen = () => {
  const { t } = useTranslation('jobs');
  const { t: tCommon } = useTranslation('common');
  const confirm = useConfirmAction();
  const operator = useCurrentOperator();
  const canRetry = allows(operator.role, ACCESS.retryJobs);
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS);
  const query = useJobs(requestOf(filters, page));
  const { data, isPending, isPlaceholderData } = query;
  const retry = useRetryJob();
  const refreshing = !isPlaceholderData && hasActiveJobs(data);

  const confirmRetry = (job: Job) =>
    confirm({
      title: t('retry.title'),
      content: t('retry.content', { kind: jobKindLabel(job.kind, t), count: job.attempts }),
      okText: t('retry.confirm'),
      okTestId: 'job-retry-confirm',
      run: () => retry.mutateAsync(job.id),
      done: t('retry.done'),
    });

  const columns: ColumnsType<Job> = [
    {
      title: t('columns.kind'),
      dataIndex: 'kind',
      minWidth: 160,
      render: (kind: string, job) => (
        <span data-testid={`job-kind-${job.id}`} data-kind={kind}>
          {jobKindLabel(kind, t)}
        </span>
      ),
    },
    {
      title: t('columns.state'),
      dataIndex: 'state',
      width: 120,
      render: (state: JobState) => <JobStateTag state={state} />,
    },
    {
      title: t('columns.attempts'),
      key: 'attempts',
      width: 100,
      align: 'right',
      render: (_: unknown, job) => (
        <span style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
          {job.attempts} / {job.maxAttempts}
        </span>
      ),
    },
    {
      title: t('columns.progress'),
      dataIndex: 'progress',
      width: 160,
      render: (progress: number, job) =>
        job.state === JobState.Running ? (
          <Progress
            percent={Math.min(100, Math.max(0, progress))}
            size="small"
            status="active"
            data-testid={`job-progress-${job.id}`}
          />
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('columns.merchant'),
      dataIndex: 'merNo',
      render: (merNo: string | null) => <span style={nowrap}>{orEmpty(merNo)}</span>,
    },
    {
      title: t('columns.runAt'),
      dataIndex: 'runAt',
      minWidth: 100,
      render: (time: string) => formatDateTime(time),
    },
    {
      title: t('columns.startedAt'),
      dataIndex: 'startedAt',
      minWidth: 100,
      render: (time: string | null) => formatDateTime(time),
    },
    {
      title: t('columns.finishedAt'),
      dataIndex: 'finishedAt',
      minWidth: 100,
      render: (time: string | null) => formatDateTime(time),
    },
    // Only an admin may retry: the others do not see the column at all.
    ...(canRetry
      ? [
          {
            title: tCommon('actions'),
            key: 'actions',
            fixed: 'right' as const,
            width: 110,
            render: (_: unknown, job: Job) =>
              job.state === JobState.Dead ? (
                <Button
                  size="small"
                  icon={<RedoOutlined />}
                  onClick={() => confirmRetry(job)}
                  data-testid={`job-retry-${job.id}`}
                >
                  {t('retry.button')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <ListScreen<Job>
      {...listProps}
      name="jobs"
      title={t('title')}
      description={t('intro')}
      filters={
        <>
          <Select<JobState>
            allowClear
            value={filters.state}
            placeholder={t('filters.state')}
            aria-label={t('filters.state')}
            options={JOB_STATES.map(([value, key]) => ({ value, label: t(`state.${key}`) }))}
            onChange={(state) => setFilters({ state })}
            data-testid="jobs-state-filter"
            style={{ width: 200, maxWidth: '100%' }}
          />
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.kind}
            placeholder={t('filters.kind')}
            aria-label={t('filters.kind')}
            options={[
              ...JOB_KINDS.map((kind) => ({ value: kind, label: jobKindLabel(kind, t) })),
              // A kind from the address that this console does not know yet stays selectable.
              ...(filters.kind && !isKnownKind(filters.kind)
                ? [{ value: filters.kind, label: filters.kind }]
                : []),
            ]}
            onChange={(kind) => setFilters({ kind })}
            data-testid="jobs-kind-filter"
            style={{ width: 260, maxWidth: '100%' }}
          />
        </>
      }
      status={
        refreshing && (
          <Tooltip title={t('autoRefreshHint')}>
            <Typography.Text type="secondary" data-testid="jobs-auto-refresh">
              <SyncOutlined spin style={{ marginInlineEnd: 6 }} />
              {t('autoRefresh', { seconds: JOBS_REFRESH_MS / 1000 })}
            </Typography.Text>
          </Tooltip>
        )
      }
      query={query}
      // A refresh of its own is no reason to dim the table every few seconds.
      loading={isPending || isPlaceholderData}
      emptyText={isFiltered ? t('noMatch') : t('empty')}
      columns={columns}
      size="middle"
      expandable={{
        rowExpandable: (job) => Boolean(job.lastError),
        expandedRowRender: (job) => (job.lastError ? <LastError error={job.lastError} /> : null),
      }}
    />
  );
};
