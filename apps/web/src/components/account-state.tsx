// The merchant's account state (spec §4) by its meaning: a tag for profiles and tables.
import { AccountStateMeaning, type AccountState } from '@tradebridge/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const accountStateMeaning = (state: number): string =>
  AccountStateMeaning[state as AccountState] ?? 'unknown';

const COLOURS: Record<string, string> = {
  normal: 'success',
  toBeActivated: 'processing',
  activating: 'processing',
  frozen: 'error',
  cancelled: 'default',
  reviewFailed: 'error',
  activationFailed: 'error',
  channelTimeout: 'warning',
  cardCancelReview: 'warning',
};

export const AccountStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('common');
  const meaning = accountStateMeaning(state);
  return (
    <Tag color={COLOURS[meaning] ?? 'default'} data-testid="account-state" data-state={state}>
      {t(`accountState.${meaning}.label`)}
    </Tag>
  );
};
