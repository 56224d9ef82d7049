// /secure, the account centre: profile, account manager, login password, login activity. Every
// logged-in user may open it (contracts ALWAYS_ALLOWED_PATHS). The page (app/pages) adds the
// security area's cards through `top` and `middle`: a feature does not import another.
import { Card, Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountManagerDetails } from '../../../components/account-manager-details.tsx';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { LoginActivityCard } from './login-activity-card.tsx';
import { ProfileCard } from './profile-card.tsx';

export type SecureScreenProps = {
  /** Full-width content above the profile (the security overview). */
  top?: ReactNode;
  /** Full-width content between the login password and the login activity. */
  middle?: ReactNode;
};

export const SecureScreen = ({ top, middle }: SecureScreenProps = {}) => {
  const { t } = useTranslation('secure');
  const user = useCurrentUser();
  return (
    <Row gutter={[16, 16]} data-testid="secure-screen">
      {top ? <Col span={24}>{top}</Col> : null}
      <Col xs={24} xl={14}>
        <Flex vertical gap={16}>
          <ProfileCard />
          <Card title={t('manager.title')} data-testid="account-manager-card">
            <AccountManagerDetails manager={user.accountManager} />
          </Card>
        </Flex>
      </Col>
      <Col xs={24} xl={10}>
        <ChangePasswordCard />
      </Col>
      {middle ? <Col span={24}>{middle}</Col> : null}
      <Col span={24}>
        <LoginActivityCard />
      </Col>
    </Row>
  );
};
