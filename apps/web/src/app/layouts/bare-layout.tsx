// The layouts without the side menu: /user (login, register, ...), the public pages of the
// liveness hand-off, and, through auth-layout.tsx, /auth (real-name certification; signed in).
// Product mark and language switch on top, the screen centred below (closer to the edges on a
// phone).
import { useQueryClient } from '@tanstack/react-query';
import { LanguageSwitch, useNarrowScreen } from '@tradebridge/ui';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ProductLogo } from '../../components/product-logo.tsx';

export type BareLayoutProps = {
  testId: string;
  tinted: boolean;
  /** Beside the language switch (the /auth layout's way back to the portal). */
  headerExtra?: ReactNode;
  /** The screen; the route's outlet when left out. */
  children?: ReactNode;
};

export const BareLayout = ({ testId, tinted, headerExtra, children }: BareLayoutProps) => {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
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
          padding: narrow ? '0 12px 0 0' : '0 24px 0 0',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorSplit}`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ProductLogo />
        <Flex gap={8} align="center">
          {headerExtra}
          <LanguageSwitch onChange={() => void queryClient.invalidateQueries()} />
        </Flex>
      </header>
      <main
        style={{
          flex: 'auto',
          padding: narrow ? 12 : 24,
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <div style={{ width: '100%', maxWidth: 1200 }}>{children ?? <Outlet />}</div>
      </main>
    </div>
  );
};

/** Screens open without login: login, register, registerResult, forgetPwd, regTips, loginTo. */
export const PublicLayout = () => <BareLayout testId="public-layout" tinted />;
