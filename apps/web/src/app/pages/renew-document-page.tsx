// /renewFile/renewFile: the documents area's renewal screen inside the frame of an account-centre
// sub-screen (features/security), put together here because a feature never imports another.
import { useTranslation } from 'react-i18next';
import { RenewDocumentScreen } from '../../features/documents/components/renew-document-screen.tsx';
import { SecurityPage } from '../../features/security/components/security-page.tsx';

export const RenewDocumentPage = () => {
  const { t } = useTranslation('documents');
  return (
    <SecurityPage title={t('titles.renewFile')} testId="renew-document">
      <RenewDocumentScreen />
    </SecurityPage>
  );
};
