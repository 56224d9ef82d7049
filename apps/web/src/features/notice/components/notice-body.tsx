// The body of a notice: plain text for notifications; for announcements the blocks of
// parseNoticeMarkup rendered as elements (never as HTML), links opening in a new tab.
import {
  NoticeType,
  parseNoticeMarkup,
  type Notice,
  type NoticeSpan,
} from '@tradebridge/contracts';
import { Typography } from 'antd';
import { Fragment } from 'react';

const Spans = ({ spans }: { spans: NoticeSpan[] }) =>
  spans.map((span, index) => {
    if (span.kind === 'bold') return <strong key={index}>{span.text}</strong>;
    if (span.kind === 'link') {
      return (
        <Typography.Link key={index} href={span.href} target="_blank" rel="noopener noreferrer">
          {span.text}
        </Typography.Link>
      );
    }
    return <Fragment key={index}>{span.text}</Fragment>;
  });

export const NoticeBody = ({ notice }: { notice: Pick<Notice, 'type' | 'context'> }) => {
  const style = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
  if (notice.type !== NoticeType.Announcement) {
    return (
      <Typography.Paragraph style={style} data-testid="notice-body">
        {notice.context}
      </Typography.Paragraph>
    );
  }
  return (
    <div data-testid="notice-body">
      {parseNoticeMarkup(notice.context).map((block, index) =>
        block.kind === 'paragraph' ? (
          <Typography.Paragraph key={index} style={style}>
            <Spans spans={block.spans} />
          </Typography.Paragraph>
        ) : (
          <ul key={index} style={{ ...style, paddingInlineStart: 24, marginBottom: 14 }}>
            {block.items.map((item, i) => (
              <li key={i}>
                <Spans spans={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
};
