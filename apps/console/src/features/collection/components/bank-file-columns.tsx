// The columns of the bank files list (bank-files-screen.tsx): the file (where it came from and its
// digest under its name), its state (or why it failed, with the first problems by line), how many
// entries it held and what its import made of them in one column (the bank movements it recorded
// open that file's list), and when it came, with when it was imported under it. Five columns, so
// that the longest labels (Russian) fit a laptop beside the side menu; on a phone the file stays
// fixed on the left while the rest scrolls under it.
import { BankFileState, type BankFile } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { SMALL, Stacked } from '../../../components/record-cells.tsx';
import { bankMovementsOfFilePath } from '../../../lib/paths.ts';
import { BankFileStateTag } from './collection-labels.tsx';

/** What the import made of the file's entries, each a line when it is not zero. */
const OUTCOMES = ['credited', 'held', 'exceptions', 'duplicates'] as const;
/** What the import recorded besides collections: each a line that opens the file's bank movements. */
const MOVEMENT_COUNTS = ['expected', 'reversed', 'movements'] as const;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** Whether the file's reason only says its first problem again (the list below says it). */
const restatesProblem = (file: BankFile) =>
  file.problems.length > 0 && file.error!.includes(file.problems[0]!.message);

type Problem = BankFile['problems'][number];

/** A problem in the reader's language: by its code; a file refused before codes, in English. */
const problemText = (problem: Problem, t: TFunction<'collection'>) => {
  if (!problem.code) return problem.message;
  const { field, ...params } = problem.params ?? {};
  return t(`bankFiles.problem.${problem.code}`, {
    ...params,
    ...(field
      ? { field: t(`bankFiles.problemField.${field as 'bookingDate' | 'valueDate'}`) }
      : {}),
  });
};

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
            ? problemText(problem, t)
            : t('bankFiles.problemLine', { line: problem.line, message: problemText(problem, t) })}
        </Typography.Text>
      </li>
    ))}
  </ul>
);

export const bankFileColumns = (
  t: TFunction<'collection'>,
  { narrow = false }: { narrow?: boolean } = {},
): ColumnsType<BankFile> => [
  {
    title: t('bankFiles.columns.name'),
    dataIndex: 'name',
    fixed: narrow ? 'left' : undefined,
    minWidth: narrow ? 150 : 220,
    render: (name: string, file) => (
      // Content's own least width: a long name breaks anywhere, so alone it would give none.
      <Stacked
        gap={4}
        style={{ minWidth: narrow ? 130 : 200 }}
        testId={`bank-file-name-${file.id}`}
      >
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name}</Typography.Text>
        <Flex wrap gap={4} align="center">
          <Tag
            color={file.source === 'inbox' ? 'purple' : 'geekblue'}
            style={{ marginInlineEnd: 0 }}
            data-testid={`bank-file-source-${file.id}`}
          >
            {t(`source.${file.source}`)}
          </Tag>
          <Tooltip title={file.sha256}>
            <Typography.Text type="secondary" style={{ ...SMALL, ...numeric }}>
              {t('bankFiles.digest', { digest: file.sha256.slice(0, 12) })}
            </Typography.Text>
          </Tooltip>
        </Flex>
      </Stacked>
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
        style={{ minWidth: file.problems.length > 0 ? (narrow ? 180 : 220) : 110 }}
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
  {
    title: t('bankFiles.columns.entries'),
    dataIndex: 'entries',
    align: 'right',
    minWidth: 80,
    onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (entries: number, file) => (
      <span style={numeric} data-testid={`bank-file-entries-${file.id}`}>
        {file.state === BankFileState.Queued ? '--' : entries}
      </span>
    ),
  },
  {
    title: t('bankFiles.columns.outcome'),
    key: 'outcome',
    minWidth: 150,
    render: (_: unknown, file: BankFile) => {
      if (file.state === BankFileState.Queued) return '--';
      const outcomes = OUTCOMES.filter((count) => file[count] > 0);
      const recorded = MOVEMENT_COUNTS.filter((count) => file[count] > 0);
      if (outcomes.length + recorded.length === 0) return <span style={numeric}>0</span>;
      return (
        <Stacked gap={2} style={{ whiteSpace: 'nowrap' }}>
          {outcomes.map((count) => (
            <span key={count} style={numeric} data-testid={`bank-file-${count}-${file.id}`}>
              {t(`bankFiles.outcome.${count}`, { count: file[count] })}
            </span>
          ))}
          {recorded.map((count) => (
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
    minWidth: 150,
    render: (time: string, file: BankFile) => (
      <Stacked
        gap={2}
        style={{ whiteSpace: 'nowrap' }}
        sub={file.importedAt && t('bankFiles.importedOn', { at: formatDateTime(file.importedAt) })}
      >
        {formatDateTime(time)}
      </Stacked>
    ),
  },
];
