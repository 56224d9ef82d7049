// What the area's two lists share: filters applied from the first page as they change — but the
// keyword, applied when it is searched (Enter, the button, clearing it) — a keyword box and a reset
// at the end of the filters, and a failed list said with a way to try again.
import { ReloadOutlined } from '@ant-design/icons';
import { usePaging } from '@tradebridge/ui';
import { Button, Form, Input, Result, type FormProps } from 'antd';
import { useState } from 'react';
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

export const useListFilters = <F extends KeywordFilters>(pageSize: number) => {
  const [form] = Form.useForm<F>();
  const [filters, setFilters] = useState<F>({} as F);
  const paging = usePaging(pageSize);
  const apply = (next: F) => {
    setFilters(next);
    paging.toFirstPage();
  };
  const formProps: FormProps<F> = {
    form,
    layout: 'inline',
    onValuesChange: (changed, all) => {
      if (!('keyword' in (changed as object))) apply(all);
    },
    style: { rowGap: 12 },
  };
  return {
    filters,
    paging,
    formProps,
    onSearch: () => apply(form.getFieldsValue()),
    onReset: () => {
      form.resetFields();
      apply({} as F);
    },
  };
};

export const KeywordItem = ({
  label,
  placeholder,
  onSearch,
  width,
  'data-testid': testId,
}: {
  label: string;
  placeholder: string;
  onSearch: () => void;
  width: number;
  'data-testid': string;
}) => (
  <Form.Item name="keyword" label={label}>
    <Input.Search
      allowClear
      maxLength={100}
      placeholder={placeholder}
      onSearch={onSearch}
      style={{ width }}
      data-testid={testId}
    />
  </Form.Item>
);

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

export const ListFailed = ({
  title,
  error,
  onRetry,
  'data-testid': testId,
}: {
  title: string;
  error: Error;
  onRetry: () => unknown;
  'data-testid': string;
}) => {
  const { t } = useTranslation('contract');
  return (
    <Result
      status="error"
      title={title}
      subTitle={error.message}
      data-testid={testId}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void onRetry()}>
          {t('retry')}
        </Button>
      }
    />
  );
};
