// What the area's two lists share: a list's request of its filters, a reset at the end of the
// filters, and the filter form's spacing (the lists sit in a gap of their own).
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';

export type KeywordFilters = { keyword?: string };

/** A list's request: the filters that hold something (the keyword trimmed) and the page. */
export const pagedQueryOf = <F extends KeywordFilters>(
  filters: F,
  pageNum: number,
  pageSize: number,
) => {
  const held = Object.entries({ ...filters, keyword: filters.keyword?.trim() }).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return { ...(Object.fromEntries(held) as Partial<F>), pageNum, pageSize };
};

/** The filter form's own style: the list's Flex spaces it from the table. */
export const FILTERS_STYLE = { rowGap: 12 } as const;

export const ResetItem = ({
  onReset,
  'data-testid': testId,
}: {
  onReset: () => void;
  'data-testid': string;
}) => {
  const { t } = useTranslation('contract');
  return (
    <Form.Item>
      <Button onClick={onReset} data-testid={testId}>
        {t('reset')}
      </Button>
    </Form.Item>
  );
};
