// The download centre under /finance-gateway/api/mer/download/: the records, and one export call
// download/export/<kind>.json for every registered report.
import {
  ZDownloadCount,
  ZDownloadIdRequest,
  ZDownloadListQuery,
  ZDownloadPage,
  ZDownloadRecord,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { ReportDefinition, ReportRegistry } from './registry.ts';
import {
  countDownloads,
  deleteDownload,
  listDownloads,
  openDownload,
  requestExport,
} from './service.ts';

const tags = ['download'];
/** The download centre belongs to every user; an export needs its report's permission. */
const EVERY_USER = { access: { kind: 'user' as const } };
const exportAccess = (report: ReportDefinition) => ({
  access: { kind: 'user' as const, permission: report.permission },
  idempotent: true,
});

/** RFC 6266/5987: an ASCII fallback and the UTF-8 name. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const downloadMerRoutes: FastifyPluginAsyncZod<{ reports: ReportRegistry }> = async (
  app,
  { reports },
) => {
  const d = app.deps;
  app.post(
    '/download/count.json',
    {
      config: EVERY_USER,
      schema: {
        tags,
        summary: 'The header icon: files ready and not yet downloaded, files generating',
        response: { 200: zSuccessEnvelope(ZDownloadCount) },
      },
    },
    async (r) => ok(await countDownloads(d, reports, userOf(r))),
  );
  app.post(
    '/download/list.json',
    {
      config: EVERY_USER,
      schema: {
        tags,
        summary: 'Download records, newest first',
        body: ZDownloadListQuery,
        response: { 200: zSuccessEnvelope(ZDownloadPage) },
      },
    },
    async (r) => ok(await listDownloads(d, reports, userOf(r), r.body)),
  );
  app.post(
    '/download/file.json',
    {
      config: EVERY_USER,
      schema: {
        tags,
        summary: 'The file itself (marks it downloaded); errors come as the JSON envelope',
        body: ZDownloadIdRequest,
      },
    },
    async (r, reply) => {
      const file = await openDownload(d, reports, userOf(r), r.body.id);
      reply
        .header('content-type', file.mime)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
  app.post(
    '/download/delete.json',
    {
      config: EVERY_USER,
      schema: {
        tags,
        summary: 'Delete a record and its file',
        body: ZDownloadIdRequest,
        response: { 200: zSuccessEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (r) => ok(await deleteDownload(d, reports, userOf(r), r.body.id, clientOf(r))),
  );
  // A kind no report is registered for has no call: it is refused as any unknown path is.
  for (const report of reports.list)
    app.post(
      `/download/export/${report.kind}.json`,
      {
        config: exportAccess(report),
        schema: {
          tags,
          summary: report.summary,
          body: report.request,
          response: { 200: zSuccessEnvelope(ZDownloadRecord) },
        },
      },
      async (r) => ok(await requestExport(d, report, userOf(r), r.body, r.language, clientOf(r))),
    );
};
