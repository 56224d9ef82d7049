// The way back from a record's page to its list, over the page's title.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

export const BackLink = ({ to, label, testId }: { to: string; label: string; testId: string }) => (
  <Link to={to} data-testid={testId}>
    <ArrowLeftOutlined /> {label}
  </Link>
);
