// The merchant's certification documents: the expiring ones and their renewal (spec §7 idExpire/*),
// the uploads they are made of, and the operators' review of renewals. The schemas of documents
// and uploads are in security.ts, where the account centre defined them first.
import type { z } from 'zod';
import { zPage } from './envelope.ts';
import { operationsOf } from './operation.ts';
import {
  ZExpiringDocuments,
  ZFileIdRequest,
  ZRenewal,
  ZRenewalIdRequest,
  ZRenewalListRequest,
  ZRenewDocumentRequest,
  ZReviewRenewalRequest,
  ZUploadedFile,
  ZUploadQuery,
} from './security.ts';

export type RenewDocumentRequest = z.input<typeof ZRenewDocumentRequest>;
export type RenewalListRequest = z.input<typeof ZRenewalListRequest>;
export const ZRenewalPage = zPage(ZRenewal);
export type RenewalPage = z.infer<typeof ZRenewalPage>;
export type ReviewRenewalRequest = z.input<typeof ZReviewRenewalRequest>;

/** The merchant's certification documents are the main user's to see and renew (permission matrix). */
const MAIN_USER = { kind: 'user', adminOnly: true } as const;
/** An upload is kept for what the user then submits; a member reads back only their own. */
const EVERY_USER = { kind: 'user' } as const;
const REVIEWERS = { kind: 'operator', permission: 'reviewRenewals' } as const;

const mer = operationsOf('mer', 'documents');
const merFiles = operationsOf('mer', 'files');
const ops = operationsOf('ops', 'documents');

export const documentsApi = {
  listExpiring: mer({
    path: 'idExpire/list.json',
    summary: 'Documents expired or expiring within 30 days',
    result: ZExpiringDocuments,
    access: MAIN_USER,
  }),
  renew: mer({
    path: 'idExpire/modify.json',
    summary: 'Submit a renewed document for review',
    request: ZRenewDocumentRequest,
    result: ZExpiringDocuments,
    access: MAIN_USER,
  }),
  uploadFile: merFiles({
    path: 'file/upload.json',
    summary:
      'Upload one file of at most 10 MB (multipart field "file"), its type judged by content. ' +
      '`?kind=` says what it is for and so which types it may be: document (JPEG, PNG, PDF; ' +
      'the default), image (JPEG, PNG), pdf, sheet (XLSX, XLS), liveness (JPEG, PNG, WebM, MP4)',
    request: 'multipart',
    query: ZUploadQuery,
    result: ZUploadedFile,
    access: EVERY_USER,
  }),
  viewFile: merFiles({
    path: 'file/view.json',
    summary: 'The bytes of one of the merchant’s files',
    request: ZFileIdRequest,
    result: 'file',
    access: EVERY_USER,
  }),
  listRenewals: ops({
    path: 'documents/renewals.json',
    summary: 'Document renewals, newest first, filtered by review state',
    request: ZRenewalListRequest,
    result: ZRenewalPage,
    access: REVIEWERS,
  }),
  review: ops({
    path: 'documents/review.json',
    summary:
      'Approve a renewal (the document is valid until the new date) or reject it with a reason',
    request: ZReviewRenewalRequest,
    result: ZRenewal,
    access: REVIEWERS,
  }),
  renewalFile: ops({
    path: 'documents/renewalFile.json',
    summary: 'The bytes of a renewal’s document',
    request: ZRenewalIdRequest,
    result: 'file',
    access: REVIEWERS,
  }),
};
