// A row of figures (a title over a large value): what a collection needs and has, what an order
// file's check found.
import { Col, Row, Statistic, type ColProps } from 'antd';
import type { ReactNode } from 'react';

export type Figure = {
  title: string;
  value: ReactNode;
  'data-testid': string;
  color?: string;
  /** On a phone it takes the whole line (an amount with its currency). */
  wide?: boolean;
};

export const Figures = ({
  figures,
  span,
  'data-testid': testId,
}: {
  figures: Figure[];
  span: ColProps;
  'data-testid': string;
}) => (
  <Row gutter={[16, 16]} data-testid={testId}>
    {figures.map(({ title, value, color, wide, 'data-testid': figureId }) => (
      <Col key={figureId} {...span} {...(wide ? { xs: 24 } : {})}>
        <Statistic
          title={title}
          value={value as string}
          {...(color ? { styles: { content: { color } } } : {})}
          data-testid={figureId}
        />
      </Col>
    ))}
  </Row>
);
