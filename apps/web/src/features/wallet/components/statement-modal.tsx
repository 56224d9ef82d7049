// "Statement (PDF)" of one currency wallet: a period of inclusive UTC dates (last month by default;
// at most STATEMENT_MAX_DAYS, the end not before the start nor in the future) sent to
// download/export/statement.json; the file is generated into the download centre.
import { daysBetween, STATEMENT_MAX_DAYS, type Currency } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { Alert, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, utcToday } from '../../../lib/dates.ts';
import { useExportStatement } from '../api/export-statement.ts';
import { newExportKey, useExportStarted } from '../../../components/export-started.tsx';
import { validValues } from '../../../lib/valid-values.ts';

export type StatementRange = [Dayjs | null, Dayjs | null] | null | undefined;

export type StatementRangeProblem = 'required' | 'reversed' | 'tooLong' | 'future';

const DATE = 'YYYY-MM-DD';

/** Last calendar month in UTC: its first and last day. */
export const lastMonth = (now = new Date()): { dateFrom: string; dateTo: string } => {
  const firstOfThisMonth = `${utcToday(now).slice(0, 7)}-01`;
  const dateTo = addDays(firstOfThisMonth, -1);
  return { dateFrom: `${dateTo.slice(0, 7)}-01`, dateTo };
};

/** What is wrong with a period, or null (the server checks the same rules). */
export const statementRangeProblem = (
  range: StatementRange,
  now = new Date(),
): StatementRangeProblem | null => {
  const [from, to] = range ?? [];
  if (!from || !to) return 'required';
  const dateFrom = from.format(DATE);
  const dateTo = to.format(DATE);
  const days = daysBetween(dateFrom, dateTo);
  if (days < 0) return 'reversed';
  if (dateTo > utcToday(now)) return 'future';
  if (days + 1 > STATEMENT_MAX_DAYS) return 'tooLong';
  return null;
};

type Values = { range: StatementRange };

export const StatementModal = ({
  currency,
  onClose,
}: {
  currency: Currency;
  onClose: () => void;
}) => {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<Values>();
  const exportStatement = useExportStatement();
  const onStarted = useExportStarted('wallet');
  // One key for this statement: a retry after a network failure is the same action.
  const [idempotencyKey, setIdempotencyKey] = useState(() => newExportKey('wallet'));
  const [initial] = useState<Values>(() => {
    const { dateFrom, dateTo } = lastMonth();
    return { range: [dayjs(dateFrom), dayjs(dateTo)] };
  });

  const onSubmit = async () => {
    const values = await validValues(form);
    if (!values) return; // the fields say what is wrong
    const [from, to] = values.range ?? [];
    if (!from || !to) return;
    try {
      await exportStatement.mutateAsync({
        request: { currency, dateFrom: from.format(DATE), dateTo: to.format(DATE) },
        idempotencyKey,
      });
    } catch (error) {
      // An answer (not a lost connection) ends the action: what is sent next is a new one.
      if (isApiError(error) && error.fromEnvelope) {
        setIdempotencyKey(newExportKey('wallet'));
      }
      return;
    }
    onStarted();
    onClose();
  };

  return (
    <Modal
      open
      title={t('statement.title', { currency })}
      okText={t('statement.submit')}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      confirmLoading={exportStatement.isPending}
      destroyOnHidden
      data-testid="statement-modal"
    >
      <Alert type="info" showIcon title={t('statement.hint')} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="range"
          label={t('statement.range')}
          rules={[
            {
              validator: (_, range: StatementRange) => {
                const problem = statementRangeProblem(range);
                if (!problem) return Promise.resolve();
                return Promise.reject(
                  new Error(
                    problem === 'tooLong'
                      ? t('statement.tooLong', { count: STATEMENT_MAX_DAYS })
                      : t(`statement.${problem}`),
                  ),
                );
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            style={{ width: '100%' }}
            disabledDate={(date) => date.format(DATE) > utcToday()}
            data-testid="statement-range"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
