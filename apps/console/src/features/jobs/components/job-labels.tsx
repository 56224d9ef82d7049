// How the jobs screen names things: job kinds the server runs today and job states (JobState), in
// the operator's language. A kind of a newer server shows as its code.
import { JobState } from '@tradebridge/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The kinds the server queues (apps/server: downloads, statements, housekeeping). */
export const JOB_KINDS = [
  'download.generate',
  'download.expire',
  'housekeeping',
  'statement.monthly',
] as const;

const KNOWN_KINDS = new Set<string>(JOB_KINDS);

export const isKnownKind = (kind: string): boolean => KNOWN_KINDS.has(kind);

/** The localized name of a job kind; an unknown kind shows as itself. */
export const jobKindLabel = (kind: string, t: TFunction<'jobs'>): string =>
  isKnownKind(kind) ? t(`kinds.${kind}`) : kind;

/** The states in their order of life, each with its locale key. */
export const JOB_STATES = [
  [JobState.Queued, 'queued'],
  [JobState.Running, 'running'],
  [JobState.Succeeded, 'succeeded'],
  [JobState.Retrying, 'retrying'],
  [JobState.Dead, 'dead'],
] as const;

const STATE_KEYS = new Map<number, string>(JOB_STATES);

const STATE_COLORS: Record<JobState, string> = {
  [JobState.Queued]: 'default',
  [JobState.Running]: 'processing',
  [JobState.Succeeded]: 'success',
  [JobState.Retrying]: 'warning',
  [JobState.Dead]: 'error',
};

export const JobStateTag = ({ state }: { state: JobState }) => {
  const { t } = useTranslation('jobs');
  const key = STATE_KEYS.get(state);
  return (
    <Tag color={STATE_COLORS[state] ?? 'default'} data-testid="job-state" data-state={state}>
      {key ? t(`state.${key}`) : String(state)}
    </Tag>
  );
};
