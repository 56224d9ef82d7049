// The signed-in layout behind the route guard (user-guard.tsx, spec §8). Inside the shared frame
// (SignedInFrame: side menu, or a drawer on narrow screens): the menu entries the user may use,
// the header (notice bell, download icon, account manager, language, avatar menu; the middle three
// fold into "more" on narrow screens), the merchant-state notice, and the content, which shows the
// 403 page for a route the user may not open (spec §6).
import { useQueryClient } from '@tanstack/react-query';
import type { MerchantInfo } from '@tradebridge/contracts';
import { HEADER_HEIGHT, LanguageSwitch, SignedInFrame } from '@tradebridge/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ProductLogo } from '../../components/product-logo.tsx';
import { DownloadIcon } from '../../features/download/components/download-icon.tsx';
import { NoticeBell } from '../../features/notice/components/notice-bell.tsx';
import { canAccess } from '../../lib/access.ts';
import { CurrentUserContext } from '../../lib/merchant-info.ts';
import { saveUserLanguage } from '../../lib/user-language.ts';
import { accessOfMatches } from '../route-handle.ts';
import { AccountManagerButton, AvatarMenu } from './header-user.tsx';
import { MerchantStateAlert } from './merchant-state-alert.tsx';
import { SideMenu } from './side-menu.tsx';
import { UserGuard } from './user-guard.tsx';

// The 403 page (antd's Result and its pictures) only when a screen is refused.
const Forbidden = lazy(() =>
  import('../pages/exception-pages.tsx').then((m) => ({ default: m.EXCEPTION_SCREENS[403] })),
);

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

export const MainLayout = () => <UserGuard>{(user) => <SignedInLayout user={user} />}</UserGuard>;
