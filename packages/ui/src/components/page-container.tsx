// The one layout of a screen in the signed-in frame, so that every screen has its parts in the same
// places: the title (the page's h1, drawn at the size of an h4) with what belongs beside it (an
// identifier, a state tag), a line of description under it, the primary action on the right of the
// title (under it below the desktop breakpoint, where the title keeps the whole width), then the
// filters and the content (usually one table in a card). Test ids: `page-header`, `page-title`,
// `page-description`, `page-actions`, `page-filters` and the page's own on the whole.
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useNarrowScreen } from '../hooks/use-media-query.ts';

export type PageContainerProps = {
  /** The whole page's test id (`merchants-screen`). */
  testId: string;
  title: ReactNode;
  /** Beside the title, smaller: an identifier, a state tag. */
  tags?: ReactNode;
  /** Under the title: what the page is for. */
  description?: ReactNode;
  /** Over the title: the way back to the list the page was opened from. */
  back?: ReactNode;
  /** On the right of the title: the page's primary action (with a secondary one before it). */
  actions?: ReactNode;
  /** Between the header and the content: a filters bar. */
  filters?: ReactNode;
  children?: ReactNode;
};

export const PageContainer = ({
  testId,
  title,
  tags,
  description,
  back,
  actions,
  filters,
  children,
}: PageContainerProps) => {
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  return (
    <Flex vertical gap={16} data-testid={testId}>
      {back}
      <Flex
        vertical={narrow}
        justify="space-between"
        align={narrow ? 'stretch' : 'flex-start'}
        gap={narrow ? 12 : 16}
        data-testid="page-header"
        data-narrow={narrow}
      >
        <Flex vertical gap={4} style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Flex wrap gap={12} align="center" style={{ minWidth: 0 }}>
            <Typography.Title
              level={1}
              style={{
                margin: 0,
                fontSize: token.fontSizeHeading4,
                lineHeight: token.lineHeightHeading4,
                overflowWrap: 'anywhere',
              }}
              data-testid="page-title"
            >
              {title}
            </Typography.Title>
            {tags}
          </Flex>
          {description && (
            <Typography.Text type="secondary" data-testid="page-description">
              {description}
            </Typography.Text>
          )}
        </Flex>
        {actions && (
          <Flex wrap gap={8} align="center" style={{ flex: 'none' }} data-testid="page-actions">
            {actions}
          </Flex>
        )}
      </Flex>
      {filters && <div data-testid="page-filters">{filters}</div>}
      {children}
    </Flex>
  );
};
