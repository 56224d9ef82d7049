// The layouts without the side menu: /user (login, register, ...) and /auth (real-name
// verification; signed in). Product mark and language switch on top, the screen centred below.
import { useQueryClient } from '@tanstack/react-query';
import { getToken, LanguageSwitch, loginHref } from '@tradebridge/ui';
import { theme } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ProductLogo } from '../../components/product-logo.tsx';
import { paths } from '../paths.ts';

const BareLayout = ({ testId, tinted }: { testId: string; tinted: boolean }) => {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  return (
    // Plain elements, not antd's Layout: that one brings its Sider (and its icons) to the first
    // page a visitor loads.
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: tinted ? token.colorBgLayout : token.colorBgContainer,
      }}
      data-testid={testId}
    >
      <header
        style={{
          height: 64,
          flex: '0 0 auto',
          padding: '0 24px 0 0',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorSplit}`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ProductLogo />
        <LanguageSwitch onChange={() => void queryClient.invalidateQueries()} />
      </header>
      <main style={{ flex: 'auto', padding: 24, display: 'flex', justifyContent: 'center' }}>
        <div style={{ width: '100%', maxWidth: 1200 }}>
          <Outlet />
        </div>
      </main>
    </div>
  );
};

/** Screens open without login: login, register, registerResult, forgetPwd, regTips, loginTo. */
export const PublicLayout = () => <BareLayout testId="public-layout" tinted />;

/**
 * Verification screens: realname, auth, personAuth (the download centre, /auth/downloadAll, is in
 * the main layout). They belong to a logged-in user: without a token, to login and back.
 */
export const AuthLayout = () => {
  const { pathname, search } = useLocation();
  if (!getToken()) {
    return <Navigate to={loginHref(`${pathname}${search}`, paths.user.login).slice(1)} replace />;
  }
  return <BareLayout testId="auth-layout" tinted={false} />;
};
