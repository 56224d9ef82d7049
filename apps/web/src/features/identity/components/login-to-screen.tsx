// /user/loginTo: a hand-off from another system with `?token=` in the address. The request layer
// has already taken the token (captureTokenFromUrl at start); this screen only moves on: home (or
// `redirect`) with a token, the login page without one.
import { useQueryClient } from '@tanstack/react-query';
import { getToken } from '@tradebridge/ui';
import { Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { safeRedirect } from '../../../lib/redirect.ts';

export const LoginToScreen = () => {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const redirect = params.get('redirect');

  useEffect(() => {
    if (getToken()) {
      // A new session: nothing cached about an earlier user may show.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'configDetail' });
      void navigate(safeRedirect(redirect), { replace: true });
    } else {
      void navigate(paths.user.login, { replace: true });
    }
  }, [navigate, queryClient, redirect]);

  return (
    <div style={{ padding: 80, textAlign: 'center' }} data-testid="login-to-screen">
      <Spin size="large" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('loginTo.loading')}
      </Typography.Paragraph>
    </div>
  );
};
