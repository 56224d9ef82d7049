// The frame both apps put around a signed-in screen: the side menu (210 px in Chinese, 310 px
// otherwise, spec §2), the header and the content. Below the desktop breakpoint (phones, narrow
// windows) the menu moves into a drawer opened from a button in the header, the header folds its
// secondary items into a "more" popover, and the content keeps the whole width.
import { EllipsisOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Layout, Popover, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage } from '../hooks/use-language.ts';
import { NARROW_SCREEN, useNarrowScreen } from '../hooks/use-media-query.ts';
import { siderWidthFor } from '../i18n/languages.ts';

export const HEADER_HEIGHT = 64;

/**
 * What every screen needs below the breakpoint, whatever it holds: a card's title keeps its words
 * and its actions move under it (a segmented choice among them wraps); an inline filter form puts
 * each field on a full-width line (over the fixed widths that suit a desktop). Selectors one class
 * stronger than antd's own, which come later in the page.
 */
const CONTENT_CLASS = 'signed-in-content';
const NARROW_CSS = `@media ${NARROW_SCREEN} {
  .${CONTENT_CLASS} .ant-card .ant-card-head-wrapper { flex-wrap: wrap; gap: 8px; padding-block: 8px; }
  .${CONTENT_CLASS} .ant-card .ant-card-head-title { flex: 1 0 auto; max-width: 100%; white-space: normal; }
  .${CONTENT_CLASS} .ant-card .ant-card-extra { max-width: 100%; }
  .${CONTENT_CLASS} .ant-card :is(.ant-card-head, .ant-card-body) { padding-inline: 16px; }
  .${CONTENT_CLASS} .ant-card .ant-card-extra .ant-segmented-group { flex-wrap: wrap; }
  .${CONTENT_CLASS} .ant-form-inline { row-gap: 8px; }
  .${CONTENT_CLASS} .ant-form-inline .ant-form-item { flex: 1 1 100%; margin-inline-end: 0; }
  .${CONTENT_CLASS} .ant-form-inline :is(.ant-select, .ant-picker) { width: 100% !important; }
}`;

export type HeaderItem = {
  key: string;
  node: ReactNode;
  /** Goes into the "more" popover below the desktop breakpoint. */
  fold?: boolean;
  /** How it shows in that popover, if not as `node` (an icon gets its words there). */
  folded?: ReactNode;
};

export type SignedInFrameProps = {
  testId: string;
  /** The product mark, drawn HEADER_HEIGHT tall. */
  logo: ReactNode;
  menu: ReactNode;
  headerItems: HeaderItem[];
  /** Between the header and the content (a notice about the account). */
  banner?: ReactNode;
  children: ReactNode;
};

export const SignedInFrame = ({
  testId,
  logo,
  menu,
  headerItems,
  banner,
  children,
}: SignedInFrameProps) => {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  const width = siderWidthFor(useLanguage());
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: following a link closes it.
  const [drawerAt, setDrawerAt] = useState<string>();
  const drawerOpen = narrow && drawerAt === pathname;

  const shown = narrow ? headerItems.filter((item) => !item.fold) : headerItems;
  const folded = narrow ? headerItems.filter((item) => item.fold) : [];
  const header = (
    <Layout.Header
      style={{
        height: HEADER_HEIGHT,
        padding: narrow ? '0 8px 0 0' : '0 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorSplit}`,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
    >
      {narrow ? (
        <>
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('frame.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerAt(pathname)}
            style={{ marginInlineStart: 8, flex: 'none' }}
            data-testid="menu-button"
          />
          <div style={{ minWidth: 0, overflow: 'hidden' }}>{logo}</div>
        </>
      ) : null}
      <Flex align="center" gap={8} style={{ marginInlineStart: 'auto', flex: 'none' }}>
        {shown.map((item) => (
          <div key={item.key} style={{ display: 'contents' }}>
            {item.node}
          </div>
        ))}
        {folded.length > 0 ? (
          <Popover
            trigger="click"
            placement="bottomRight"
            content={
              <Flex vertical align="start" gap={8} data-testid="header-more-items">
                {folded.map((item) => (
                  <div key={item.key}>{item.folded ?? item.node}</div>
                ))}
              </Flex>
            }
          >
            <Button
              type="text"
              icon={<EllipsisOutlined />}
              aria-label={t('frame.more')}
              data-testid="header-more"
            />
          </Popover>
        ) : null}
      </Flex>
    </Layout.Header>
  );
  const content = (
    <Layout.Content
      className={CONTENT_CLASS}
      style={{ margin: narrow ? 12 : 24, minWidth: 0 }}
      data-testid="main-content"
    >
      {/* React puts it in the head, once. */}
      <style href="signed-in-frame-narrow" precedence="default">
        {NARROW_CSS}
      </style>
      {children}
    </Layout.Content>
  );

  // One tree at both widths, the content always at the same place in it: crossing the breakpoint
  // (a window resized, a tablet turned) swaps the menu's holder, never the screen, so a form
  // typed into or a dialog left open stays as it was.
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid={testId}>
      {narrow ? null : (
        <Layout.Sider
          width={width}
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
          {logo}
          {menu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        {header}
        {banner}
        {content}
      </Layout>
      {narrow ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerAt(undefined)}
          placement="left"
          size={width}
          title={t('frame.menu')}
          styles={{ body: { padding: 0 } }}
          data-testid="menu-drawer"
        >
          {/* Following a link closes the drawer, the current page's too. */}
          <div
            data-testid="side-menu"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) setDrawerAt(undefined);
            }}
          >
            {menu}
          </div>
        </Drawer>
      ) : null}
    </Layout>
  );
};
