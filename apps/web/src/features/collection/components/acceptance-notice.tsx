// Spec §1: what the accounts do not accept, said wherever accounts are listed or applied for.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export const AcceptanceNotice = () => {
  const { t } = useTranslation('collection');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('notice.title')}
      description={t('notice.body')}
      style={{ marginBottom: 16 }}
      data-testid="collection-notice"
    />
  );
};
