// /secure: the account centre puts together the profile and login screens (features/secure) and
// the payment-security, document and notification cards (features/security).
import { Flex } from 'antd';
import { SecureScreen } from '../../features/secure/components/secure-screen.tsx';
import { DocumentExpiryCard } from '../../features/security/components/document-expiry-card.tsx';
import { NotificationSettingsCard } from '../../features/security/components/notification-settings-card.tsx';
import { SecurityOverviewCard } from '../../features/security/components/security-overview-card.tsx';

export const AccountCentrePage = () => (
  <SecureScreen
    top={<SecurityOverviewCard />}
    middle={
      <Flex vertical gap={16}>
        <DocumentExpiryCard />
        <NotificationSettingsCard />
      </Flex>
    }
  />
);
