// A payee's review state as a tag, with the reviewer's reason under a refusal.
import type { Payee } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonLine, StateTagWithLine } from '../../../components/state-tag.tsx';
import { PAYEE_STATE_COLORS } from './labels.ts';

export const PayeeStateTag = ({
  payee,
  showReason = false,
}: {
  payee: Payee;
  showReason?: boolean;
}) => {
  const { t } = useTranslation('payee');
  return (
    <StateTagWithLine
      color={PAYEE_STATE_COLORS[payee.state]}
      state={payee.state}
      testId="payee-state"
      maxWidth={220}
      line={
        showReason && payee.reason ? (
          <ReasonLine reason={payee.reason} testId="payee-reason">
            {t('reason', { reason: payee.reason })}
          </ReasonLine>
        ) : null
      }
    >
      {t(`state.${payee.state}`)}
    </StateTagWithLine>
  );
};
