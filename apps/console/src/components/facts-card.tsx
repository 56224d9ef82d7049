// A record's facts as its pages show them: labelled values in up to three columns (two on a tablet,
// one on a phone), in a card under its title with whatever else the card says below them.
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';

const COLUMNS = { xs: 1, md: 2, xl: 3 };

/** The facts alone (in a card that shows more than them). */
export const Facts = ({ items }: { items: DescriptionsProps['items'] }) => (
  <Descriptions size="small" column={COLUMNS} items={items} />
);

export const FactsCard = ({
  title,
  testId,
  items,
  children,
}: {
  title: ReactNode;
  testId: string;
  items: DescriptionsProps['items'];
  /** Under the facts. */
  children?: ReactNode;
}) => (
  <Card title={title} data-testid={testId}>
    <Facts items={items} />
    {children}
  </Card>
);
