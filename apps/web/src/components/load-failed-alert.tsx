// A card's or a field's "could not be loaded" in its place, with a retry (the account centre's
// cards, the exchange rate and alerts, the payees a payment picks from, the wallets' total).
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const LoadFailedAlert = ({
  title,
  description,
  onRetry,
  reloadIcon = false,
  style,
  'data-testid': testId,
}: {
  title: ReactNode;
  /** Under the title: the server's message, where the screen shows it. */
  description?: ReactNode;
  onRetry: () => unknown;
  /** The retry button drawn with the reload icon. */
  reloadIcon?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}) => {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      title={title}
      description={description}
      action={
        <Button
          size="small"
          icon={reloadIcon ? <ReloadOutlined /> : undefined}
          onClick={() => void onRetry()}
        >
          {t('retry')}
        </Button>
      }
      data-testid={testId}
    />
  );
};
