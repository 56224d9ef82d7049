// Under every field that receives a code, on an installation without a mail server (configDetail
// devInbox): where the code went — the development inbox, opened in a new tab so that what the
// user has typed here stays (the tab keeps this one's language: same origin, opener kept).
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { useConfigDetail } from '../lib/config-detail.ts';

export const DevInboxHint = () => {
  const { t } = useTranslation('common');
  const { data } = useConfigDetail();
  if (!data?.devInbox) return null;
  return (
    <a
      href={`#${paths.user.inbox}`}
      target="_blank"
      rel="opener"
      style={{ display: 'inline-block', marginTop: 4 }}
      data-testid="dev-inbox-hint"
    >
      {t('devInbox.hint')}
    </a>
  );
};
