// A field of the area's forms in its column: the form item (label, rules, hint) and its control.
import { Col, Form, type ColProps, type FormItemProps } from 'antd';

export const FormField = ({
  span = { xs: 24, md: 12 },
  children,
  ...item
}: FormItemProps & { span?: ColProps }) => (
  <Col {...span}>
    <Form.Item {...item}>{children}</Form.Item>
  </Col>
);
