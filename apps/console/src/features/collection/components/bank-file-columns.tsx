// The columns of the bank files list (bank-files-screen.tsx): the file and its digest, where it
// came from, its state (or why it failed, with the first problems by line), what its import counted
// (the bank movements it recorded open that file's list), and when it came and was imported.
import { BankFileState, type BankFile } from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { SMALL, Stacked } from '../../../components/record-cells.tsx';
import { bankMovementsOfFilePath } from '../../../lib/paths.ts';
import { BankFileStateTag } from './collection-labels.tsx';

const COUNTS = ['entries', 'credited', 'held', 'exceptions', 'duplicates'] as const;
/**
 * What the import recorded besides collections, in one column (eight counts side by side do not
 * fit a laptop): each a line that opens the file's bank movements.
 */
const MOVEMENT_COUNTS = ['expected', 'reversed', 'movements'] as const;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** Whether the file's reason only says its first problem again (the list below says it). */
const restatesProblem = (file: BankFile) =>
  file.problems.length > 0 && file.error!.includes(file.problems[0]!.message);

/** A refused file's first problems, each with its line ("Line 98: …") when the reader knew it. */
const Problems = ({ file, t }: { file: BankFile; t: TFunction<'collection'> }) => (
  <ul
    style={{ ...SMALL, margin: 0, paddingInlineStart: 16, overflowWrap: 'anywhere' }}
    data-testid={`bank-file-problems-${file.id}`}
  >
    {file.problems.map((problem, index) => (
      <li key={index}>
        <Typography.Text type="danger" style={SMALL}>
          {problem.line === null
            ? problem.message
            : t('bankFiles.problemLine', { line: problem.line, message: problem.message })}
        </Typography.Text>
      </li>
    ))}
  </ul>
);

export const bankFileColumns = (t: TFunction<'collection'>): ColumnsType<BankFile> => [
  {
    title: t('bankFiles.columns.name'),
    dataIndex: 'name',
    minWidth: 240,
    render: (name: string, file) => (
      // Content's own least width: a long name breaks anywhere, so alone it would give none.
      <Stacked gap={2} style={{ minWidth: 200 }}>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name}</Typography.Text>
        <Tooltip title={file.sha256}>
          <Typography.Text type="secondary" style={{ ...SMALL, ...numeric }}>
            SHA-256 {file.sha256.slice(0, 12)}…
          </Typography.Text>
        </Tooltip>
      </Stacked>
    ),
  },
  {
    title: t('bankFiles.columns.source'),
    dataIndex: 'source',
    minWidth: 90,
    render: (source: BankFile['source']) => (
      <Tag color={source === 'inbox' ? 'purple' : 'geekblue'}>{t(`source.${source}`)}</Tag>
    ),
  },
  {
    title: t('bankFiles.columns.state'),
    dataIndex: 'state',
    minWidth: 130,
    render: (state: number, file) => (
      <Stacked
        gap={4}
        align="flex-start"
        testId={`bank-file-${file.id}`}
        // A refused file's problems read as lines of text, not a column of single words.
        style={{ minWidth: file.problems.length > 0 ? 260 : 120 }}
      >
        <BankFileStateTag state={state} />
        {state === BankFileState.Failed && file.error && !restatesProblem(file) && (
          <Typography.Text
            type="danger"
            style={{ ...SMALL, overflowWrap: 'anywhere' }}
            data-testid={`bank-file-error-${file.id}`}
          >
            {file.error}
          </Typography.Text>
        )}
        {state === BankFileState.Failed && file.problems.length > 0 && (
          <Problems file={file} t={t} />
        )}
      </Stacked>
    ),
  },
  ...COUNTS.map((count) => ({
    title: t(`bankFiles.columns.${count}`),
    dataIndex: count,
    align: 'right' as const,
    minWidth: 80,
    render: (value: number, file: BankFile) => (
      // Wide enough for a three-character header ("已入账") on one line: the sticky header takes
      // its widths from these cells.
      <span
        style={{ ...numeric, display: 'inline-block', minWidth: '3.2em' }}
        data-testid={`bank-file-${count}-${file.id}`}
      >
        {file.state === BankFileState.Queued ? '--' : value}
      </span>
    ),
  })),
  {
    title: t('bankFiles.columns.recorded'),
    key: 'recorded',
    minWidth: 120,
    render: (_: unknown, file: BankFile) => {
      if (file.state === BankFileState.Queued) return '--';
      const shown = MOVEMENT_COUNTS.filter((count) => file[count] > 0);
      if (shown.length === 0) return <span style={numeric}>0</span>;
      return (
        <Stacked gap={2} style={{ whiteSpace: 'nowrap' }}>
          {shown.map((count) => (
            <Link
              key={count}
              to={bankMovementsOfFilePath(file.id)}
              title={t('bankFiles.openMovements')}
              style={numeric}
              data-testid={`bank-file-${count}-${file.id}`}
            >
              {t(`bankFiles.recorded.${count}`, { count: file[count] })}
            </Link>
          ))}
        </Stacked>
      );
    },
  },
  {
    title: t('bankFiles.columns.createdAt'),
    dataIndex: 'createdAt',
    minWidth: 100,
    render: (time: string) => formatDateTime(time),
  },
  {
    title: t('bankFiles.columns.importedAt'),
    dataIndex: 'importedAt',
    minWidth: 100,
    render: (time: string | null) => orEmpty(time && formatDateTime(time)),
  },
];
