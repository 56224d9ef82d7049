// The signed-in layout in the shared frame (SignedInFrame: side menu, or a drawer on narrow
// screens): header with the language switch (folded into "more" on narrow screens) and the
// operator's menu, and the content area. A route the operator's role may not open
// shows the 403 page in the content area.
import { useQueryClient } from '@tanstack/react-query';
import { ExceptionPage, HEADER_HEIGHT, LanguageSwitch, SignedInFrame } from '@tradebridge/ui';
import { Outlet, useMatches } from 'react-router';
import { ProductMark } from '../../components/product-mark.tsx';
import { allows } from '../../lib/access.ts';
import { useCurrentOperator } from '../../lib/current-operator.tsx';
import { saveOperatorLanguage } from '../../lib/operator-language.ts';
import { paths } from '../../lib/paths.ts';
import { RequireOperator } from '../require-operator.tsx';
import { rolesOfMatches } from '../route-handle.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { SideMenu } from './side-menu.tsx';

const Shell = () => {
  const operator = useCurrentOperator();
  const queryClient = useQueryClient();
  const allowed = allows(operator.role, rolesOfMatches(useMatches()));

  return (
    <SignedInFrame
      testId="console-layout"
      logo={<ProductMark height={HEADER_HEIGHT} />}
      menu={<SideMenu role={operator.role} />}
      headerItems={[
        {
          key: 'language',
          fold: true,
          node: (
            <LanguageSwitch
              onChange={(language) => {
                void queryClient.invalidateQueries();
                // Kept for the operator's next tabs and logins too.
                void saveOperatorLanguage(language);
              }}
            />
          ),
        },
        { key: 'avatar', node: <AvatarMenu operator={operator} /> },
      ]}
    >
      {allowed ? <Outlet /> : <ExceptionPage status={403} homePath={paths.home} />}
    </SignedInFrame>
  );
};

export const ConsoleLayout = () => (
  <RequireOperator>
    <Shell />
  </RequireOperator>
);
