// An operation of the API, defined once: where it lives (API and path), what it takes, what it
// answers, whether it needs an Idempotency-Key and who may call it. The server registers its
// routes from these definitions (and OpenAPI follows), the web apps' fetchers and test stubs are
// typed by them. One operation, one name: its id in the catalogue (api.ts), `wallet.transfer`, is
// what the route, OpenAPI (operationId) and the web fetchers refer to; the spec's paths stay as
// the spec has them (wallet/transfer.json, checkSmsCode.json).
import type { z } from 'zod';
import type { OperatorPermission, PermissionId } from './permissions.ts';

/** The API an operation belongs to: merchant (/api/mer), operator (/api/ops), development (/api/dev). */
export type ApiName = 'mer' | 'ops' | 'dev';

export const API_BASE = '/finance-gateway/api';
export const apiBaseOf = (api: ApiName) => `${API_BASE}/${api}/`;

export type Access =
  | { kind: 'public' }
  | {
      kind: 'user';
      /** Needed permission; the main user (adminFlag) holds all. */
      permission?: PermissionId;
      /** Only the main user. */
      adminOnly?: boolean;
      /** Moves money: refused while the merchant is frozen or not yet certified. */
      movesMoney?: boolean;
      /**
       * Opens something money will move through (a collection account): refused, like a money
       * call, while the merchant is frozen or not yet certified.
       */
      needsCertification?: boolean;
    }
  | {
      kind: 'operator';
      /** A permission of the operator matrix (OPERATOR_PERMISSIONS); none: any operator. */
      permission?: OperatorPermission;
    };

/**
 * What an operation answers: the envelope around a result schema (the default), or the bytes of a
 * file (a download, an uploaded file shown again, the captcha picture) — a failure is still an
 * envelope.
 */
export type OperationResult = z.ZodType | 'file';

/** What an operation takes: a JSON body (POST) or query (GET) schema, a multipart upload, or nothing. */
export type OperationRequest = z.ZodType | 'multipart' | undefined;

/** The query string of a POST operation (what a multipart upload is for), or none. */
export type OperationQuery = z.ZodType | undefined;

export type Method = 'POST' | 'GET';

export type Operation<
  Req extends OperationRequest = OperationRequest,
  Res extends OperationResult = OperationResult,
  M extends Method = Method,
  I extends boolean = boolean,
  Q extends OperationQuery = OperationQuery,
> = {
  api: ApiName;
  method: M;
  /** Under the API's base, without a leading slash: "wallet/transfer.json". */
  path: string;
  /** The OpenAPI tag: the area the operation belongs to. */
  tag: string;
  summary: string;
  request: Req;
  /** A POST operation's query-string schema; a GET operation's query is its `request`. */
  query: Q;
  result: Res;
  /** Moves money or makes something once: the caller sends one Idempotency-Key per action. */
  idempotent: I;
  access: Access;
};

type Definition<
  Req extends OperationRequest,
  Res extends OperationResult,
  M extends Method,
  I extends boolean,
  Q extends OperationQuery,
> = {
  api: ApiName;
  method?: M;
  path: string;
  tag: string;
  summary: string;
  request?: Req;
  query?: Q;
  result: Res;
  idempotent?: I;
  access: Access;
};

/** Defines an operation; POST, not idempotent and no request body unless said otherwise. */
export const operation = <
  Res extends OperationResult,
  Req extends OperationRequest = undefined,
  M extends Method = 'POST',
  I extends boolean = false,
  Q extends OperationQuery = undefined,
>(
  definition: Definition<Req, Res, M, I, Q>,
): Operation<Req, Res, M, I, Q> => ({
  ...definition,
  method: definition.method ?? ('POST' as M),
  request: definition.request as Req,
  query: definition.query as Q,
  idempotent: definition.idempotent ?? (false as I),
});

/**
 * The operations of one area on one API, with the API and the OpenAPI tag said once:
 * `const mer = operationsOf('mer', 'wallet')`, then `list: mer({ path, summary, result, access })`.
 */
export const operationsOf =
  (api: ApiName, tag: string) =>
  <
    Res extends OperationResult,
    Req extends OperationRequest = undefined,
    M extends Method = 'POST',
    I extends boolean = false,
    Q extends OperationQuery = undefined,
  >(
    definition: Omit<Definition<Req, Res, M, I, Q>, 'api' | 'tag'>,
  ): Operation<Req, Res, M, I, Q> =>
    operation({ api, tag, ...definition });

/** The body (or query) a caller sends. */
export type InputOf<O extends Operation> = O['request'] extends z.ZodType
  ? z.input<O['request']>
  : O['request'] extends 'multipart'
    ? FormData
    : void;

/** The body (or query) a route receives, parsed. */
export type ParsedInputOf<O extends Operation> = O['request'] extends z.ZodType
  ? z.output<O['request']>
  : undefined;

/** The query string a POST route receives, parsed; a GET route's is its ParsedInputOf. */
export type ParsedQueryOf<O extends Operation> = O['query'] extends z.ZodType
  ? z.output<O['query']>
  : undefined;

/** The result inside the success envelope, as the server produces it. */
export type ResultOf<O extends Operation> = O['result'] extends z.ZodType
  ? z.input<O['result']>
  : never;

/** The result inside the success envelope, as a client reads it. */
export type ReadResultOf<O extends Operation> = O['result'] extends z.ZodType
  ? z.output<O['result']>
  : never;

/** "POST /finance-gateway/api/mer/wallet/transfer.json" */
export const routeOf = (op: Pick<Operation, 'api' | 'method' | 'path'>) =>
  `${op.method} ${apiBaseOf(op.api)}${op.path}`;
