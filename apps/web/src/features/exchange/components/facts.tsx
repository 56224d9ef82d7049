// Label–value pairs in two aligned columns: the labels as wide as the longest of them (a Russian
// "Средний рыночный курс" included), the values in what is left. antd's borderless Descriptions
// puts each value right after its own label, so values of a long and a short label do not line up.
// On a phone the label goes above its value: side by side, both would wrap word by word.
import { useMediaQuery } from '@tradebridge/ui';
import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export type Fact = { key: string; label: ReactNode; children: ReactNode };

/** antd's xs breakpoint: a phone held upright. */
const PHONE = '(max-width: 575.98px)';

export const Facts = ({
  items,
  'data-testid': testId,
}: {
  items: Fact[];
  'data-testid'?: string;
}) => {
  const isPhone = useMediaQuery(PHONE);
  const list: CSSProperties = isPhone
    ? { display: 'flex', flexDirection: 'column', gap: 8, margin: 0 }
    : {
        display: 'grid',
        gridTemplateColumns: 'minmax(auto, max-content) minmax(0, 1fr)',
        columnGap: 16,
        rowGap: 8,
        margin: 0,
      };
  return (
    <dl style={list} data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} style={{ display: isPhone ? 'block' : 'contents' }}>
          <dt style={{ margin: 0, maxWidth: isPhone ? undefined : 180 }}>
            <Typography.Text type="secondary" style={isPhone ? { fontSize: 12 } : undefined}>
              {item.label}
            </Typography.Text>
          </dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
};
