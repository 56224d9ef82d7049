// A list screen of records the user may add to (shops, payees): the card with "add" in its header,
// what sits above the table (the filters), and the table whose "nothing yet" offers the add again.
// Its texts are the area's `list.*` keys: title, add, loadFailed, empty, emptyFiltered, total.
import { RecordsTable, type RecordsTableProps } from '@tradebridge/ui';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from './add-button.tsx';
import { recordsTexts } from '../lib/records-texts.ts';

export const AddableListCard = <Row extends object>({
  ns,
  testId,
  add,
  children,
  ...table
}: {
  /** The area's translations. */
  ns: string;
  /** "shops": shops-screen, shops-table, …, and shops-empty-add under "nothing yet". */
  testId: string;
  /** The screen that adds one, and the header button's test id; shown if the user may add. */
  add: { to: string; canAdd: boolean; 'data-testid': string };
  /** Above the table: the filters. */
  children: ReactNode;
} & Pick<RecordsTableProps<Row>, 'query' | 'columns' | 'filtered' | 'paging'>) => {
  const { t } = useTranslation(ns);
  const addButton = (addTestId: string) =>
    add.canAdd ? (
      <AddButton to={add.to} data-testid={addTestId}>
        {t('list.add')}
      </AddButton>
    ) : null;

  return (
    <Card
      title={t('list.title')}
      data-testid={`${testId}-screen`}
      extra={addButton(add['data-testid'])}
    >
      {children}
      <RecordsTable<Row>
        {...table}
        testId={testId}
        emptyState="page"
        texts={recordsTexts(t, 'list', { emptyFiltered: true })}
        emptyExtra={addButton(`${testId}-empty-add`)}
        rowKey="id"
      />
    </Card>
  );
};
