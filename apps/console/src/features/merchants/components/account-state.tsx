// Merchant account states (spec §4) as the console shows them: a coloured tag with the meaning,
// and the options of the state filter. Several codes share a meaning ("to be activated" is 0, 1,
// 7, 10, 11, 14 and 15); their options add the code so each stays distinguishable.
import { AccountState, AccountStateMeaning } from '@tradebridge/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Meaning = (typeof AccountStateMeaning)[AccountState];

const COLORS: Record<string, string> = {
  toBeActivated: 'gold',
  normal: 'green',
  reviewFailed: 'red',
  cancelled: 'default',
  frozen: 'blue',
  cardCancelReview: 'purple',
  channelTimeout: 'orange',
  activating: 'cyan',
  activationFailed: 'red',
};

const meaningOf = (state: number): Meaning | undefined =>
  Object.hasOwn(AccountStateMeaning, state)
    ? AccountStateMeaning[state as AccountState]
    : undefined;

export const accountStateLabel = (state: number, t: TFunction<'common'>): string => {
  const meaning = meaningOf(state);
  return meaning ? t(`accountState.${meaning}`) : String(state);
};

export const AccountStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('common');
  const meaning = meaningOf(state);
  return (
    <Tag color={(meaning && COLORS[meaning]) ?? 'default'} data-testid="account-state">
      {accountStateLabel(state, t)}
    </Tag>
  );
};

const CODES = (Object.values(AccountState) as AccountState[]).sort((a, b) => a - b);

export const accountStateOptions = (t: TFunction<'common'>) => {
  const shared = (meaning: Meaning) =>
    CODES.filter((code) => AccountStateMeaning[code] === meaning).length > 1;
  return CODES.map((code) => {
    const meaning = AccountStateMeaning[code];
    const label = t(`accountState.${meaning}`);
    return { value: code, label: shared(meaning) ? `${label} (${code})` : label };
  });
};
