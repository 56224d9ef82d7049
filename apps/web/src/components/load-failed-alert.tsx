// A card's "could not be loaded" in its place, with a retry (the account centre's cards).
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const LoadFailedAlert = ({
  title,
  onRetry,
  'data-testid': testId,
}: {
  title: ReactNode;
  onRetry: () => unknown;
  'data-testid'?: string;
}) => {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={() => void onRetry()}>
          {t('retry')}
        </Button>
      }
      data-testid={testId}
    />
  );
};
