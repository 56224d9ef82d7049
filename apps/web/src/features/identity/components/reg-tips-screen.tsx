// /user/regTips: what a merchant prepares to activate the account (real-name and enterprise
// certification, spec §1 and §3).
import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Steps, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from './auth-card.tsx';

const ENTERPRISE_ITEMS = [
  'licence',
  'legalPerson',
  'shareholders',
  'directors',
  'address',
  'business',
] as const;
const STEPS = ['register', 'certify', 'review', 'activate'] as const;

export const RegTipsScreen = () => {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <AuthCard
      title={t('regTips.title')}
      subtitle={t('regTips.intro')}
      width={760}
      testId="reg-tips-screen"
    >
      <Typography.Title level={5}>{t('regTips.enterpriseTitle')}</Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
        {ENTERPRISE_ITEMS.map((item) => (
          <li key={item} style={{ display: 'flex', gap: 12, padding: '8px 0' }}>
            <CheckCircleOutlined
              aria-hidden
              style={{ color: token.colorSuccess, fontSize: 18, marginTop: 3 }}
            />
            <div>
              <Typography.Text strong>{t(`regTips.items.${item}.title`)}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t(`regTips.items.${item}.body`)}
              </Typography.Paragraph>
            </div>
          </li>
        ))}
      </ul>
      <Typography.Title level={5}>{t('regTips.individualTitle')}</Typography.Title>
      <Typography.Paragraph>{t('regTips.individualBody')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('regTips.stepsTitle')}</Typography.Title>
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={STEPS.map((step) => ({
          title: t(`regTips.steps.${step}.title`),
          content: t(`regTips.steps.${step}.body`),
        }))}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph type="secondary">{t('regTips.files')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('regTips.contact')}</Typography.Paragraph>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" onClick={() => void navigate(paths.user.register)}>
          {t('regTips.toRegister')}
        </Button>
        <Button onClick={() => void navigate(paths.user.login)}>{t('regTips.toLogin')}</Button>
      </div>
    </AuthCard>
  );
};
