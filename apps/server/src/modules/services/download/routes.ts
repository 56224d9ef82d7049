// The download centre under /finance-gateway/api/mer/download/: the records, and one export call
// download/export/<kind>.json for every registered report.
import { downloadApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, userOf } from '../../../platform/http/auth.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { handle } from '../../../platform/http/operation.ts';
import type { ReportRegistry } from './registry.ts';
import {
  countDownloads,
  deleteDownload,
  listDownloads,
  openDownload,
  requestExport,
} from './service.ts';

export const downloadMerRoutes: FastifyPluginAsyncZod<{ reports: ReportRegistry }> = async (
  app,
  { reports },
) => {
  const d = app.deps;
  handle(app, downloadApi.count, (r) => countDownloads(d, reports, userOf(r)));
  handle(app, downloadApi.list, (r) => listDownloads(d, reports, userOf(r), r.body));
  handle(app, downloadApi.file, async (r, reply) => {
    const file = await openDownload(d, reports, userOf(r), r.body.id);
    reply
      .header('content-type', file.mime)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'no-store');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.stream);
  });
  handle(app, downloadApi.delete, (r) =>
    deleteDownload(d, reports, userOf(r), r.body.id, clientOf(r)),
  );
  // A kind no report is registered for has no call: it is refused as any unknown path is.
  for (const report of reports.list)
    handle(app, report.operation, (r) =>
      requestExport(d, report, userOf(r), r.body, r.language, clientOf(r)),
    );
};
