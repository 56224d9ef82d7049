// The filters of a records list and its page, in the screen (not in the address): a filter applies
// at once and goes back to the first page, but a search box (`searchField`) applies when it is
// searched (Enter, its button, clearing it); "reset" empties the form and the filters (also of
// the filters it began with, `initial`).
import { Form, type FormInstance, type FormProps } from 'antd';
import { useState } from 'react';
import { usePaging, type Paging } from '../lib/paging.ts';

/** Whether a filter's value holds something: not empty, blank, false or an empty range. */
export const isFilterHeld = (value: unknown): boolean => {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilterHeld);
  return true;
};

/** Whether any of the filters holds something. */
export const anyFilterHeld = (filters: object): boolean =>
  Object.values(filters).some(isFilterHeld);

export type PagedFilters<F extends object> = {
  form: FormInstance<F>;
  /** The filters the list is asked with. */
  filters: F;
  paging: Paging;
  /** Whether any filter holds something. */
  filtered: boolean;
  /** These filters, from the first page. */
  apply: (next: F) => void;
  /** The filter form's props: the form, inline, applying its changes. */
  formProps: FormProps<F>;
  /** Applies the form as it is (the search box's `onSearch`). */
  onSearch: () => void;
  /** Empties the form and the filters. */
  onReset: () => void;
};

export const usePagedFilters = <F extends object>({
  pageSize,
  searchField,
  keepSearched = false,
  initial,
}: {
  pageSize: number;
  /** The search box: applied when searched, not as it is typed. */
  searchField?: keyof F & string;
  /**
   * When another filter changes, keep the search last searched (not what the box holds now,
   * unsearched): the list stays what was asked for.
   */
  keepSearched?: boolean;
  /** The filters to begin with (as from the address); the form starts with them too. */
  initial?: F;
}): PagedFilters<F> => {
  const [form] = Form.useForm<F>();
  const [filters, setFilters] = useState<F>(() => initial ?? ({} as F));
  const paging = usePaging(pageSize);
  const apply = (next: F) => {
    setFilters(next);
    paging.toFirstPage();
  };
  const formProps: FormProps<F> = {
    form,
    layout: 'inline',
    onValuesChange: (changed: Partial<F>, all: F) => {
      if (searchField === undefined) return apply(all);
      if (searchField in changed) return;
      apply(keepSearched ? { ...all, [searchField]: filters[searchField] } : all);
    },
    style: { rowGap: 12, marginBottom: 16 },
    ...(initial ? { initialValues: initial } : {}),
  };
  return {
    form,
    filters,
    paging,
    filtered: anyFilterHeld(filters),
    apply,
    formProps,
    onSearch: () => apply(form.getFieldsValue()),
    onReset: () => {
      form.resetFields();
      // Empty, not back to the filters it began with.
      if (initial)
        form.setFieldsValue(
          Object.fromEntries(Object.keys(initial).map((name) => [name, undefined])) as never,
        );
      apply({} as F);
    },
  };
};
