// A list filter's merchant: searched by name, number, e-mail or mobile as the operator types, and
// kept labelled while it is not among the results (the address holds its id and its label).
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindMerchants } from '../lib/find-merchants.ts';
import { useDebounced } from '../lib/use-debounced.ts';

/** The merchant picked: its id, its label, and its number (absent for the one already shown). */
export type PickedMerchant = { id: string; label: string; merNo?: string };

const merNoOf = (merchant: { merNo: string } | undefined) =>
  merchant ? { merNo: merchant.merNo } : {};

export type MerchantPickerProps = {
  value: string | undefined;
  label: string | undefined;
  onChange: (merchant: PickedMerchant | undefined) => void;
  placeholder: string;
  testId: string;
  /** A filter's width by default; a form's field may take its whole line. */
  width?: number | string;
};

export const MerchantPicker = ({
  value,
  label,
  onChange,
  placeholder,
  testId,
  width = 320,
}: MerchantPickerProps) => {
  const { t: tCommon } = useTranslation('common');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const found = useFindMerchants(useDebounced(keyword.trim()), open);
  const options = (found.data?.list ?? []).map((m) => ({
    value: m.id,
    label: `${m.name} (${m.merNo})`,
  }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: label ?? value });
  }
  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onOpenChange={setOpen}
      loading={found.isFetching}
      placeholder={placeholder}
      aria-label={placeholder}
      notFoundContent={found.isError ? tCommon('loadFailed') : tCommon('noMatch')}
      options={options}
      onChange={(id, option) =>
        onChange(
          id && option && !Array.isArray(option)
            ? {
                id,
                label: String(option.label),
                ...merNoOf(found.data?.list.find((m) => m.id === id)),
              }
            : undefined,
        )
      }
      data-testid={testId}
      style={{ width, maxWidth: '100%' }}
    />
  );
};
