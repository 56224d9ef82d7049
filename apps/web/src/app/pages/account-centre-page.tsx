// /secure: the account centre puts together the profile and login screens (features/secure), the
// payment-security and notification cards (features/security) and the document card
// (features/documents). The merchant's certification documents are the main user's alone (as the
// server decides); members do not see them.
import { Flex } from 'antd';
import { SecureScreen } from '../../features/secure/components/secure-screen.tsx';
import { DocumentExpiryCard } from '../../features/documents/components/document-expiry-card.tsx';
import { NotificationSettingsCard } from '../../features/security/components/notification-settings-card.tsx';
import { SecurityOverviewCard } from '../../features/security/components/security-overview-card.tsx';
import { useCurrentUser } from '../../lib/merchant-info.ts';

export const AccountCentrePage = () => {
  const user = useCurrentUser();
  return (
    <SecureScreen
      top={<SecurityOverviewCard />}
      middle={
        <Flex vertical gap={16}>
          {user.adminFlag && <DocumentExpiryCard />}
          <NotificationSettingsCard />
        </Flex>
      }
    />
  );
};
