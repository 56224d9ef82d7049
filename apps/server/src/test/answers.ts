// How the integration tests call the portal as a user and read its answers, written once: a call
// in English with the user's tokens (none: a public step), the result of a success (checking
// status 1 first), the error code of a failure and the fields a refusal names.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { authHeaders, post, type Tokens } from './session.ts';

export const EN = { language: 'en-US' };

export const callAs = (
  app: FastifyInstance,
  tokens: Tokens | null,
  path: string,
  body: object = {},
  headers: object = {},
) => post(app, path, body, { ...(tokens ? authHeaders(tokens) : {}), ...EN, ...headers });

export const ok = <T>(res: { json(): { status: number; result: T } }) => {
  expect(res.json()).toMatchObject({ status: 1 });
  return res.json().result;
};

export const errorOf = (res: { json(): { errorCode?: string } }) => res.json().errorCode;

/** The fields a refusal names (VALIDATION_FAILED and the like), sorted. */
export const fieldsOf = (res: { json(): { fields?: { field: string }[] } }) =>
  (res.json().fields ?? []).map((f) => f.field).sort();
