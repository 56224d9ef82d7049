// The /auth layout (spec §2): the real-name certification screens, signed in but without the side
// menu, so the merchant's attention stays on the steps. Behind the same guard as the main layout
// (user-guard.tsx), with the signed-in user handed down, each route's access rule enforced (the
// 403 page otherwise) and a way back to the portal in the header.
import { HomeOutlined } from '@ant-design/icons';
import { useNarrowScreen } from '@tradebridge/ui';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router';
import { canAccess } from '../../lib/access.ts';
import { CurrentUserContext } from '../../lib/merchant-info.ts';
import { paths } from '../../lib/paths.ts';
import { accessOfMatches } from '../route-handle.ts';
import { BareLayout } from './bare-layout.tsx';
import { UserGuard } from './user-guard.tsx';

const Forbidden = lazy(() =>
  import('../pages/exception-pages.tsx').then((m) => ({ default: m.EXCEPTION_SCREENS[403] })),
);

const BackToPortal = () => {
  const { t } = useTranslation('layout');
  const narrow = useNarrowScreen();
  return (
    <Link to={paths.home} data-testid="auth-back-to-portal">
      <Button type="text" icon={<HomeOutlined />} aria-label={t('backToPortal')}>
        {narrow ? null : t('backToPortal')}
      </Button>
    </Link>
  );
};

export const AuthLayout = () => {
  const matches = useMatches();
  return (
    <UserGuard>
      {(user) => (
        <CurrentUserContext.Provider value={user}>
          <BareLayout testId="auth-layout" tinted={false} headerExtra={<BackToPortal />}>
            {canAccess(user, accessOfMatches(matches)) ? (
              <Outlet />
            ) : (
              <Suspense fallback={null}>
                <Forbidden />
              </Suspense>
            )}
          </BareLayout>
        </CurrentUserContext.Provider>
      )}
    </UserGuard>
  );
};
