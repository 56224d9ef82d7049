// The signed-in layout: side menu (210 px in Chinese, 310 px otherwise), header with the language
// switch and the operator's menu, and the content area. A route the operator's role may not open
// shows the 403 page in the content area.
import { useQueryClient } from '@tanstack/react-query';
import { ExceptionPage, LanguageSwitch, siderWidthFor, useLanguage } from '@tradebridge/ui';
import { Layout, theme } from 'antd';
import { Outlet, useMatches } from 'react-router';
import { ProductMark } from '../../components/product-mark.tsx';
import { allows } from '../../lib/access.ts';
import { useCurrentOperator } from '../../lib/current-operator.tsx';
import { paths } from '../paths.ts';
import { RequireOperator } from '../require-operator.tsx';
import { rolesOfMatches } from '../route-handle.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { SideMenu } from './side-menu.tsx';

const HEADER_HEIGHT = 64;

const Shell = () => {
  const operator = useCurrentOperator();
  const language = useLanguage();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const allowed = allows(operator.role, rolesOfMatches(useMatches()));

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="console-layout">
      <Layout.Sider
        width={siderWidthFor(language)}
        theme="light"
        data-testid="side-menu"
        style={{
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowY: 'auto',
          borderInlineEnd: `1px solid ${token.colorSplit}`,
        }}
      >
        <ProductMark height={HEADER_HEIGHT} />
        <SideMenu role={operator.role} />
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            height: HEADER_HEIGHT,
            padding: '0 24px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorSplit}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 8,
          }}
        >
          <LanguageSwitch onChange={() => void queryClient.invalidateQueries()} />
          <AvatarMenu operator={operator} />
        </Layout.Header>
        <Layout.Content style={{ margin: 24, minWidth: 0 }} data-testid="main-content">
          {allowed ? <Outlet /> : <ExceptionPage status={403} homePath={paths.home} />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
};

export const ConsoleLayout = () => (
  <RequireOperator>
    <Shell />
  </RequireOperator>
);
