// Exchange records in the download centre (CSV or XLSX): the /exchangeOrder screen's rows under
// its filters, amounts as exact decimal strings.
import {
  exchangeApi,
  FileType,
  formatDateTimeIn,
  type ExchangeOrderFilter,
} from '@tradebridge/contracts';
import {
  defineReport,
  type ExportColumn,
  type ExportTexts,
} from '../../services/download/index.ts';
import { countOrders, iterateOrders } from './repository.ts';
import { orderView } from './views.ts';

const columns = (texts: ExportTexts): ExportColumn[] => {
  const c = texts.exchangeOrders.columns;
  return [
    { header: c.time, kind: 'text', width: 20 },
    { header: c.orderNo, kind: 'text', width: 22 },
    { header: c.state, kind: 'text', width: 14 },
    { header: c.sellCurrency, kind: 'text', width: 9 },
    { header: c.sellAmount, kind: 'number', width: 16 },
    { header: c.buyCurrency, kind: 'text', width: 9 },
    { header: c.buyAmount, kind: 'number', width: 16 },
    { header: c.rate, kind: 'number', width: 16 },
    { header: c.midRate, kind: 'number', width: 16 },
    { header: c.fee, kind: 'number', width: 14 },
    { header: c.spreadBp, kind: 'number', width: 10 },
    { header: c.reason, kind: 'text', width: 32 },
  ];
};

export const exchangeOrdersReport = defineReport({
  operation: exchangeApi.exportOrders,
  fileTypes: [FileType.Csv, FileType.Xlsx],
  fileName: (texts) => texts.exchangeOrders.fileName,
  prepare: (input) => ({
    fileType: input.fileType,
    nameParts: { dateFrom: input.filter?.dateFrom, dateTo: input.filter?.dateTo },
    params: { filter: input.filter ?? {} },
  }),
  async produce({ db, merchantId, params, texts, language, batchSize }) {
    const filter = { ...((params.filter ?? {}) as ExchangeOrderFilter), merchantId };
    const states = texts.exchangeOrders.states as Record<string, string>;
    return {
      shape: 'table',
      sheetName: texts.exchangeOrders.sheet,
      columns: columns(texts),
      total: countOrders(db, filter),
      async *rows() {
        for await (const batch of iterateOrders(db, filter, batchSize)) {
          yield batch.map((row) => {
            const o = orderView(row);
            return [
              formatDateTimeIn(o.createdAt, language, 'UTC'),
              o.orderNo,
              states[String(o.state)] ?? String(o.state),
              o.sellCurrency,
              o.sellAmount,
              o.buyCurrency,
              o.buyAmount,
              o.rate,
              o.midRate,
              o.fee,
              String(o.spreadBp),
              o.reason ?? '',
            ];
          });
        }
      },
    };
  },
});

export const exchangeReports = [exchangeOrdersReport];
