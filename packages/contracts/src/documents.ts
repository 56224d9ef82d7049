// The merchant's certification documents: the expiring ones and their renewal (spec §7 idExpire/*),
// the uploads they are made of, and the operators' review of renewals. The schemas of documents
// and uploads are in security.ts, where the account centre defined them first.
import type { z } from 'zod';
import { zPage } from './envelope.ts';
import { operation } from './operation.ts';
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

export const documentsApi = {
  listExpiring: operation({
    api: 'mer',
    path: 'idExpire/list.json',
    tag: 'documents',
    summary: 'Documents expired or expiring within 30 days',
    result: ZExpiringDocuments,
    access: MAIN_USER,
  }),
  renew: operation({
    api: 'mer',
    path: 'idExpire/modify.json',
    tag: 'documents',
    summary: 'Submit a renewed document for review',
    request: ZRenewDocumentRequest,
    result: ZExpiringDocuments,
    access: MAIN_USER,
  }),
  uploadFile: operation({
    api: 'mer',
    path: 'file/upload.json',
    tag: 'files',
    summary:
      'Upload one file of at most 10 MB (multipart field "file"), its type judged by content. ' +
      '`?kind=` says what it is for and so which types it may be: document (JPEG, PNG, PDF; ' +
      'the default), image (JPEG, PNG), pdf, sheet (XLSX, XLS), liveness (JPEG, PNG, WebM, MP4)',
    request: 'multipart',
    query: ZUploadQuery,
    result: ZUploadedFile,
    access: EVERY_USER,
  }),
  viewFile: operation({
    api: 'mer',
    path: 'file/view.json',
    tag: 'files',
    summary: 'The bytes of one of the merchant’s files',
    request: ZFileIdRequest,
    result: 'file',
    access: EVERY_USER,
  }),
  listRenewals: operation({
    api: 'ops',
    path: 'documents/renewals.json',
    tag: 'documents',
    summary: 'Document renewals, newest first, filtered by review state',
    request: ZRenewalListRequest,
    result: ZRenewalPage,
    access: REVIEWERS,
  }),
  review: operation({
    api: 'ops',
    path: 'documents/review.json',
    tag: 'documents',
    summary:
      'Approve a renewal (the document is valid until the new date) or reject it with a reason',
    request: ZReviewRenewalRequest,
    result: ZRenewal,
    access: REVIEWERS,
  }),
  renewalFile: operation({
    api: 'ops',
    path: 'documents/renewalFile.json',
    tag: 'documents',
    summary: 'The bytes of a renewal’s document',
    request: ZRenewalIdRequest,
    result: 'file',
    access: REVIEWERS,
  }),
};
