// Who is logged in, for which merchant, and the merchant's state.
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountStateTag } from '../../../components/account-state.tsx';
import { formatAccount } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';

export const ProfileCard = () => {
  const { t } = useTranslation('secure');
  const user = useCurrentUser();
  return (
    <Card title={t('profile.title')} data-testid="profile-card">
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'name', label: t('profile.name'), children: user.name },
          { key: 'account', label: t('profile.account'), children: formatAccount(user) },
          { key: 'accountNo', label: t('profile.accountNo'), children: user.accountNo },
          {
            key: 'role',
            label: t('profile.role'),
            children: user.adminFlag ? (
              <Tag color="gold">{t('profile.mainUser')}</Tag>
            ) : (
              <Tag>{t('profile.member')}</Tag>
            ),
          },
          { key: 'merchantName', label: t('profile.merchantName'), children: user.merchantName },
          { key: 'merNo', label: t('profile.merNo'), children: user.merNo },
          {
            key: 'state',
            label: t('profile.state'),
            children: <AccountStateTag state={user.state} />,
          },
        ]}
      />
    </Card>
  );
};
