// A screen of one thing the server keeps as a whole (the screening settings, the bank's service
// hours, the exchange pricing, the FX position): the page with its title; while it loads, the
// skeleton; without it, the failure with a retry; then the screen's content, under a note where
// the operator may read it but not change it. Test ids: `<name>-screen`, `<name>-loading`,
// `<name>-error` and `<name>-read-only`.
import { PageContainer } from '@tradebridge/ui';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLoading } from './detail-load-states.tsx';
import { LoadFailed } from './list-screen.tsx';

/** The note that the operator may read what the screen shows but not change it. */
export const ReadOnlyNote = ({ name, children }: { name: string; children: ReactNode }) => (
  <Alert type="info" showIcon title={children} data-testid={`${name}-read-only`} />
);

type SettingsScreenProps<D> = {
  name: string;
  /** The query of what the screen shows. */
  query: { data: D | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The skeleton's rows. */
  rows?: number;
  /** Given where the operator may not change it: the note over the content. */
  readOnly?: ReactNode;
  children: (data: D) => ReactNode;
};

export const SettingsScreen = <D,>({
  name,
  query,
  rows = 8,
  readOnly,
  children,
  ...page
}: SettingsScreenProps<D>) => {
  const { t } = useTranslation('common');
  let content: ReactNode;
  if (query.isPending) content = <DetailLoading testId={`${name}-loading`} rows={rows} />;
  else if (!query.data)
    content = (
      <LoadFailed
        name={name}
        error={query.error ?? new Error(t('loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  else
    content = (
      <>
        {readOnly && <ReadOnlyNote name={name}>{readOnly}</ReadOnlyNote>}
        {children(query.data)}
      </>
    );
  return (
    <PageContainer {...page} testId={`${name}-screen`}>
      {content}
    </PageContainer>
  );
};
