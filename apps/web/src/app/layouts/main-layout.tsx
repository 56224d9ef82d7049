// The signed-in layout and route guard (spec §8): without a token, or when merchantInfo.json
// fails, the user goes to the login page with a redirect back. Inside the shared frame
// (SignedInFrame: side menu, or a drawer on narrow screens): the menu entries the user may use,
// the header (notice bell, download icon, account manager, language, avatar menu; the middle three
// fold into "more" on narrow screens), the merchant-state notice, and the content, which shows the
// 403 page for a route the user may not open (spec §6).
import { useQueryClient } from '@tanstack/react-query';
import type { MerchantInfo } from '@tradebridge/contracts';
import {
  clearToken,
  getToken,
  HEADER_HEIGHT,
  isApiError,
  LanguageSwitch,
  loginHref,
  SignedInFrame,
} from '@tradebridge/ui';
import { Spin } from 'antd';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { ProductLogo } from '../../components/product-logo.tsx';
import { DownloadIcon } from '../../features/download/components/download-icon.tsx';
import { NoticeBell } from '../../features/notice/components/notice-bell.tsx';
import { canAccess } from '../../lib/access.ts';
import { CurrentUserContext, useMerchantInfo } from '../../lib/merchant-info.ts';
import {
  adoptsUserLanguage,
  followUserLanguage,
  saveUserLanguage,
} from '../../lib/user-language.ts';
import { paths } from '../paths.ts';
import { accessOfMatches } from '../route-handle.ts';
import { AccountManagerButton, AvatarMenu } from './header-user.tsx';
import { MerchantStateAlert } from './merchant-state-alert.tsx';
import { SideMenu } from './side-menu.tsx';

// The 403 page (antd's Result and its pictures) only when a screen is refused.
const Forbidden = lazy(() =>
  import('../pages/exception-pages.tsx').then((m) => ({ default: m.EXCEPTION_SCREENS[403] })),
);

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

const SignedInLayout = ({ user }: { user: MerchantInfo }) => {
  const queryClient = useQueryClient();
  const allowed = canAccess(user, accessOfMatches(useMatches()));

  return (
    <CurrentUserContext.Provider value={user}>
      <SignedInFrame
        testId="main-layout"
        logo={<ProductLogo height={HEADER_HEIGHT} />}
        menu={<SideMenu user={user} />}
        headerItems={[
          {
            key: 'notice',
            node: (
              <div data-testid="header-notice-slot">
                <NoticeBell />
              </div>
            ),
          },
          {
            key: 'download',
            fold: true,
            node: (
              <div data-testid="header-download-slot">
                <DownloadIcon />
              </div>
            ),
            folded: <DownloadIcon labelled />,
          },
          { key: 'manager', fold: true, node: <AccountManagerButton user={user} /> },
          {
            key: 'language',
            fold: true,
            node: (
              <LanguageSwitch
                onChange={(language) => {
                  void queryClient.invalidateQueries();
                  void saveUserLanguage(language);
                }}
              />
            ),
          },
          {
            key: 'avatar',
            node: (
              <div data-testid="header-avatar-slot">
                <AvatarMenu user={user} />
              </div>
            ),
          },
        ]}
        banner={<MerchantStateAlert user={user} />}
      >
        {allowed ? (
          <Outlet />
        ) : (
          <Suspense fallback={null}>
            <Forbidden />
          </Suspense>
        )}
      </SignedInFrame>
    </CurrentUserContext.Provider>
  );
};

const GuardedLayout = () => {
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
  return <SignedInLayout user={user} />;
};

export const MainLayout = () => {
  const loginRedirect = useLoginRedirect();
  if (!getToken()) return <Navigate to={loginRedirect} replace />;
  return <GuardedLayout />;
};
