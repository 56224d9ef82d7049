// Assign an account manager (admin): pick one of the active account managers, then confirm.
import type { MerchantDetail } from '@tradebridge/contracts';
import { App, Flex, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignManager } from '../api/assign-manager.ts';
import { useAccountManagers } from '../api/list-account-managers.ts';

export type AssignManagerModalProps = {
  merchant: MerchantDetail;
  open: boolean;
  onClose: () => void;
};

export const AssignManagerModal = ({ merchant, open, onClose }: AssignManagerModalProps) => {
  const { t } = useTranslation('merchants');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const managers = useAccountManagers(open);
  const assign = useAssignManager();
  const current = merchant.accountManager?.id;
  // What the operator picked in this opening of the dialog; until then, the current manager. The
  // pick is cleared once the dialog has closed — never when it opens, which would undo a choice
  // made while the opening animation still ran.
  const [picked, setPicked] = useState<string>();
  const chosen = picked ?? current;

  const onOk = async () => {
    if (!chosen) return;
    await assign.mutateAsync({ merchantId: merchant.id, operatorId: chosen });
    void message.success(t('manager.assigned'));
    onClose();
  };

  const options = (managers.data?.list ?? []).map((manager) => ({
    value: manager.id,
    label: manager.name,
    manager,
  }));

  return (
    <Modal
      open={open}
      title={t('manager.assignTitle', { merchant: merchant.name })}
      okText={t('manager.assignConfirm')}
      cancelText={tCommon('cancel')}
      okButtonProps={{
        disabled: !chosen || chosen === current,
        ...{ 'data-testid': 'assign-manager-confirm' },
      }}
      confirmLoading={assign.isPending}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (!visible) setPicked(undefined);
      }}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('manager.assignHelp')}</Typography.Text>
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          value={chosen}
          onChange={setPicked}
          loading={managers.isPending}
          status={managers.isError ? 'error' : undefined}
          placeholder={t('manager.choose')}
          notFoundContent={managers.isError ? tCommon('loadFailed') : t('manager.noneAvailable')}
          options={options}
          optionRender={(option) => (
            <Flex vertical>
              <span>{option.data.manager.name}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[option.data.manager.email, option.data.manager.phone].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          )}
          data-testid="assign-manager-select"
          style={{ width: '100%' }}
        />
      </Flex>
    </Modal>
  );
};
