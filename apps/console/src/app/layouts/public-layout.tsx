// The layout of the login page: product mark and language switch on top, the form centred below.
import { LanguageSwitch } from '@tradebridge/ui';
import { Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { ProductMark } from '../../components/product-mark.tsx';

export const PublicLayout = () => {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="public-layout">
      <Layout.Header
        style={{
          padding: '0 24px 0 0',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorSplit}`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ProductMark />
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content style={{ padding: '48px 24px', display: 'flex', justifyContent: 'center' }}>
        <div style={{ width: '100%', maxWidth: 480 }}>
          <Outlet />
        </div>
      </Layout.Content>
    </Layout>
  );
};
