// The route guard of the signed-in layouts (spec §8): without a token, or when merchantInfo.json
// fails, the user goes to the login page with a redirect back. While the user loads, a full-page
// spinner; once loaded, the tab follows the user's language and `children` render with the user.
import type { MerchantInfo } from '@tradebridge/contracts';
import { clearToken, getToken, isApiError, loginHref } from '@tradebridge/ui';
import { Spin } from 'antd';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useMerchantInfo } from '../../lib/merchant-info.ts';
import { adoptsUserLanguage, followUserLanguage } from '../../lib/user-language.ts';
import { paths } from '../../lib/paths.ts';

const FullPageSpin = () => (
  <div
    style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    data-testid="guard-loading"
  >
    <Spin size="large" />
  </div>
);

/** The address of the login page that leads back to where the user is. */
const useLoginRedirect = () => {
  const { pathname, search } = useLocation();
  return loginHref(`${pathname}${search}`, paths.user.login).slice(1);
};

type GuardProps = { children: (user: MerchantInfo) => ReactNode };

const GuardedUser = ({ children }: GuardProps) => {
  const info = useMerchantInfo();
  const navigate = useNavigate();
  const loginRedirect = useLoginRedirect();
  // LOGIN_REPEAT has its own dialog (lib/api.ts) that logs out and reloads; anything else without
  // user data ends the session here.
  const failed =
    info.isError && !info.data && !(isApiError(info.error) && info.error.code === 'LOGIN_REPEAT');

  useEffect(() => {
    if (!failed) return;
    clearToken();
    void navigate(loginRedirect, { replace: true });
  }, [failed, navigate, loginRedirect]);

  // A tab where no language was chosen opens in the user's (a new tab, a session kept from before).
  const { i18n } = useTranslation();
  const userLanguage = info.data?.language;
  useEffect(() => {
    if (userLanguage) void followUserLanguage(i18n, userLanguage);
  }, [i18n, userLanguage]);
  const switching = userLanguage !== undefined && adoptsUserLanguage(i18n, userLanguage);

  // The layout and the first screen render from a deferred copy: the query's answer arrives as a
  // synchronous update, which would render them all in one long task; deferred, React renders
  // them in slices and the page stays responsive meanwhile.
  const user = useDeferredValue(info.data);
  if (!user || switching) return <FullPageSpin />;
  return children(user);
};

/** Renders `children` with the signed-in user, or sends the visitor to log in first. */
export const UserGuard = ({ children }: GuardProps) => {
  const loginRedirect = useLoginRedirect();
  if (!getToken()) return <Navigate to={loginRedirect} replace />;
  return <GuardedUser>{children}</GuardedUser>;
};
