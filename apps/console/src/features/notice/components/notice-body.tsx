// An announcement body in the simple formatting of contracts' parseNoticeMarkup, rendered as React
// elements (never as HTML): paragraphs keep their line breaks, "- " lines form a list, **bold**,
// and links open in a new tab without access to this window.
import { parseNoticeMarkup, type NoticeSpan } from '@tradebridge/contracts';
import { Typography } from 'antd';
import { useMemo, type CSSProperties } from 'react';

const Spans = ({ spans }: { spans: NoticeSpan[] }) =>
  spans.map((span, index) => {
    switch (span.kind) {
      case 'bold':
        return <strong key={index}>{span.text}</strong>;
      case 'link':
        return (
          <Typography.Link key={index} href={span.href} target="_blank" rel="noopener noreferrer">
            {span.text}
          </Typography.Link>
        );
      default:
        return <span key={index}>{span.text}</span>;
    }
  });

export type NoticeBodyProps = {
  source: string;
  style?: CSSProperties;
  'data-testid'?: string;
};

export const NoticeBody = ({ source, style, 'data-testid': testId }: NoticeBodyProps) => {
  const blocks = useMemo(() => parseNoticeMarkup(source), [source]);
  return (
    <div style={{ wordBreak: 'break-word', ...style }} data-testid={testId}>
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <Typography.Paragraph key={index} style={{ whiteSpace: 'pre-line' }}>
            <Spans spans={block.spans} />
          </Typography.Paragraph>
        ) : (
          <ul key={index} style={{ marginBlock: '0 1em', paddingInlineStart: 20 }}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Spans spans={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
};
