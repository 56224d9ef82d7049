// The button that loads what a screen shows again: it spins while a refetch runs behind what is
// shown (not on the first load, which shows its skeleton), and is named for screen readers.
import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export type RefreshButtonProps = {
  query: { isFetching: boolean; isPending: boolean; refetch: () => unknown };
  testId?: string;
  style?: CSSProperties;
};

export const RefreshButton = ({ query, testId, style }: RefreshButtonProps) => {
  const { t } = useTranslation('common');
  return (
    <Button
      icon={<ReloadOutlined />}
      onClick={() => void query.refetch()}
      loading={query.isFetching && !query.isPending}
      aria-label={t('refresh')}
      style={style}
      data-testid={testId}
    />
  );
};
