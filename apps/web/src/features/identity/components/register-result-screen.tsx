// /user/registerResult: registration succeeded; the merchant number, and the way on (log in, or
// read what activation needs).
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from './auth-card.tsx';

export const RegisterResultScreen = () => {
  const { t } = useTranslation('identity');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const merNo = params.get('merNo');
  const account = params.get('account') ?? '';
  const toLogin = () =>
    void navigate(
      account
        ? `${paths.user.login}?${new URLSearchParams({ account }).toString()}`
        : paths.user.login,
    );

  return (
    <AuthCard title={t('registerResult.title')} width={560} testId="register-result-screen">
      <Result
        status="success"
        title={t('registerResult.heading')}
        subTitle={
          merNo ? (
            <>
              {t('registerResult.merNo')}{' '}
              <Typography.Text strong copyable data-testid="register-mer-no">
                {merNo}
              </Typography.Text>
              {account ? (
                <div>
                  {t('registerResult.account')} <Typography.Text strong>{account}</Typography.Text>
                </div>
              ) : null}
            </>
          ) : (
            t('registerResult.noNumber')
          )
        }
        extra={[
          <Button type="primary" key="login" onClick={toLogin} data-testid="register-to-login">
            {t('registerResult.toLogin')}
          </Button>,
          <Link key="tips" to={paths.user.regTips}>
            {t('registerResult.whatNext')}
          </Link>,
        ]}
      />
    </AuthCard>
  );
};
