// State of the operator accounts screen (operators-screen.tsx): the operators, the create modal and
// the edit drawer, and the disable / enable and reset-authenticator actions, each after a
// confirmation.
import { OperatorState, type Operator } from '@tradebridge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useOperators } from '../api/list-operators.ts';
import { useUpdateOperator } from '../api/update-operator.ts';

export const useOperatorsScreen = () => {
  const { t } = useTranslation('operators');
  const { t: tCommon } = useTranslation('common');
  const confirm = useConfirmAction();
  const me = useCurrentOperator();
  const query = useOperators();
  const update = useUpdateOperator();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Operator>();

  const confirmState = (operator: Operator) => {
    const disabling = operator.state === OperatorState.Normal;
    confirm({
      title: t(disabling ? 'disable.title' : 'enable.title', { name: operator.name }),
      content: t(disabling ? 'disable.content' : 'enable.content'),
      okText: t(disabling ? 'disable.confirm' : 'enable.confirm'),
      danger: disabling,
      run: () =>
        update.mutateAsync({
          operatorId: operator.id,
          state: disabling ? OperatorState.Disabled : OperatorState.Normal,
        }),
      done: t(disabling ? 'disable.done' : 'enable.done'),
    });
  };

  const confirmResetTotp = (operator: Operator) =>
    confirm({
      title: t('resetTotp.title', { name: operator.name }),
      content: t('resetTotp.content'),
      okText: t('resetTotp.confirm'),
      danger: true,
      run: () => update.mutateAsync({ operatorId: operator.id, resetTotp: true }),
      done: t('resetTotp.done'),
    });

  return {
    t,
    tCommon,
    me,
    query,
    creating,
    setCreating,
    editing,
    setEditing,
    confirmState,
    confirmResetTotp,
  };
};
