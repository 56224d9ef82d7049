// State of the operator accounts screen (operators-screen.tsx): the operators, the create modal and
// the edit drawer, and the disable / enable and reset-authenticator actions, each after a
// confirmation.
import { OperatorState, type Operator } from '@tradebridge/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useOperators } from '../api/list-operators.ts';
import { useUpdateOperator } from '../api/update-operator.ts';

export const useOperatorsScreen = () => {
  const { t } = useTranslation('operators');
  const { t: tCommon } = useTranslation('common');
  const { modal, message } = App.useApp();
  const me = useCurrentOperator();
  const query = useOperators();
  const update = useUpdateOperator();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Operator>();

  const confirmState = (operator: Operator) => {
    const disabling = operator.state === OperatorState.Normal;
    modal.confirm({
      title: t(disabling ? 'disable.title' : 'enable.title', { name: operator.name }),
      content: t(disabling ? 'disable.content' : 'enable.content'),
      okText: t(disabling ? 'disable.confirm' : 'enable.confirm'),
      okButtonProps: { danger: disabling },
      cancelText: tCommon('cancel'),
      onOk: () =>
        update
          .mutateAsync({
            operatorId: operator.id,
            state: disabling ? OperatorState.Disabled : OperatorState.Normal,
          })
          .then(
            () => void message.success(t(disabling ? 'disable.done' : 'enable.done')),
            () => undefined,
          ),
    });
  };

  const confirmResetTotp = (operator: Operator) =>
    modal.confirm({
      title: t('resetTotp.title', { name: operator.name }),
      content: t('resetTotp.content'),
      okText: t('resetTotp.confirm'),
      okButtonProps: { danger: true },
      cancelText: tCommon('cancel'),
      onOk: () =>
        update.mutateAsync({ operatorId: operator.id, resetTotp: true }).then(
          () => void message.success(t('resetTotp.done')),
          () => undefined,
        ),
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
