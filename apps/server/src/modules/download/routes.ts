// The download centre under /finance-gateway/api/mer/download/.
import {
  ZDownloadCount,
  ZDownloadIdRequest,
  ZDownloadListQuery,
  ZDownloadPage,
  ZDownloadRecord,
  ZExportFundDetailsRequest,
  ZExportStatementRequest,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  countDownloads,
  deleteDownload,
  listDownloads,
  openDownload,
  requestFundDetailsExport,
  requestStatementExport,
} from './service.ts';

const tags = ['download'];
/** The download centre belongs to every user; exporting wallet data needs the wallet view. */
const EVERY_USER = { access: { kind: 'user' as const } };
const WALLET_EXPORT = {
  access: { kind: 'user' as const, permission: 'wallet:view' as const },
  idempotent: true,
};

/** RFC 6266/5987: an ASCII fallback and the UTF-8 name. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const downloadMerRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (r) => ok(await countDownloads(d, userOf(r))),
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
    async (r) => ok(await listDownloads(d, userOf(r), r.body)),
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
      const file = await openDownload(d, userOf(r), r.body.id);
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
    async (r) => ok(await deleteDownload(d, userOf(r), r.body.id, clientOf(r))),
  );
  app.post(
    '/download/export/fundDetails.json',
    {
      config: WALLET_EXPORT,
      schema: {
        tags,
        summary: 'Export fund details (CSV or XLSX) in the background (Idempotency-Key required)',
        body: ZExportFundDetailsRequest,
        response: { 200: zSuccessEnvelope(ZDownloadRecord) },
      },
    },
    async (r) => ok(await requestFundDetailsExport(d, userOf(r), r.body, r.language, clientOf(r))),
  );
  app.post(
    '/download/export/statement.json',
    {
      config: WALLET_EXPORT,
      schema: {
        tags,
        summary:
          'Account statement of one currency as PDF, in the background (Idempotency-Key required)',
        body: ZExportStatementRequest,
        response: { 200: zSuccessEnvelope(ZDownloadRecord) },
      },
    },
    async (r) => ok(await requestStatementExport(d, userOf(r), r.body, r.language, clientOf(r))),
  );
};
