// The API stub of the portal's and the console's UI tests: answers keyed by operation of contracts
// and typed by it (a wrong result shape fails the type check), a fetch built from them, and the
// calls each operation received. The apps' render-app files install it in place of the network.
import { apiBaseOf, type InputOf, type Operation, type ResultOf } from '@tradebridge/contracts';
import type { ApiErrorField } from '../request/api-error.ts';

/** A failure envelope `{ status: 0, errorCode, message, fields }`; HTTP 400 unless `status` says. */
export type StubFailure = {
  errorCode: string;
  /** Left out: the client shows the code's own localized text. */
  message?: string;
  fields?: ApiErrorField[];
  status?: number;
};

/** What one call answers: the operation's result or a failure; a 'file' operation's bytes as a Response. */
export type StubReply<O extends Operation> =
  (O['result'] extends 'file' ? Response : { result: ResultOf<O> }) | StubFailure;

/**
 * An answer of an operation: a reply, or a function of the input the app sent (the JSON body, a
 * GET's query, the FormData of an upload) returning one; a function that throws is a network
 * failure.
 */
export type StubAnswer<O extends Operation> =
  StubReply<O> | ((input: InputOf<O>) => StubReply<O> | Promise<StubReply<O>>);

/** An answer bound to its operation, so answers of different operations fit in one list. */
export type StubEntry = { readonly op: Operation; readonly answer: StubAnswer<Operation> };

/** Answers of a test; a later answer of the same operation replaces an earlier one. */
export type StubAnswers = readonly StubEntry[];

export const on = <O extends Operation>(op: O, answer: NoInfer<StubAnswer<O>>): StubEntry => ({
  op,
  answer: answer as StubAnswer<Operation>,
});

/**
 * What a call nobody answers gets: 'network' fails like an unreachable server (the portal's
 * tests), 'not-found' answers API_NOT_FOUND with HTTP 404 like the server (the console's).
 */
export type UnknownCall = 'network' | 'not-found';

export type FetchStub = (url: string, init?: RequestInit) => Promise<Response>;

/** A call an operation received: its input (body, query or FormData) and its headers. */
export type StubCall<O extends Operation> = { input: InputOf<O>; headers: Headers };

export type ApiStub = {
  fetch: FetchStub;
  /** The calls an operation received, in order. */
  callsTo: <O extends Operation>(op: O) => StubCall<O>[];
  /** The inputs an operation received, in order. */
  inputsTo: <O extends Operation>(op: O) => InputOf<O>[];
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The address of an operation's calls, without host and query. */
const addressOf = (op: Pick<Operation, 'api' | 'path'>) => `${apiBaseOf(op.api)}${op.path}`;

const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

const inputOf = (url: string, init: RequestInit | undefined): unknown => {
  if ((init?.method ?? 'GET') === 'GET') {
    return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  }
  if (typeof init?.body === 'string') return JSON.parse(init.body) as unknown;
  return init?.body ?? undefined;
};

const respond = (reply: StubReply<Operation>): Response => {
  if (reply instanceof Response) return reply;
  if ('result' in reply) return json({ status: 1, result: reply.result });
  const { status = 400, errorCode, message = '', fields } = reply;
  return json({ status: 0, errorCode, message, ...(fields ? { fields } : {}) }, status);
};

export const createApiStub = (
  answers: StubAnswers,
  { unknown = 'network' }: { unknown?: UnknownCall } = {},
): ApiStub => {
  const byAddress = new Map(answers.map((entry) => [addressOf(entry.op), entry.answer]));
  const calls: { address: string; input: unknown; headers: Headers }[] = [];

  const fetch: FetchStub = async (url, init) => {
    const address = pathOf(url);
    const input = inputOf(url, init);
    calls.push({ address, input, headers: new Headers(init?.headers) });
    const answer = byAddress.get(address);
    if (!answer) {
      if (unknown === 'network') throw new TypeError('Failed to fetch');
      return json({ status: 0, errorCode: 'API_NOT_FOUND', message: address }, 404);
    }
    return respond(typeof answer === 'function' ? await answer(input as never) : answer);
  };

  const callsTo = <O extends Operation>(op: O) =>
    calls
      .filter((call) => call.address === addressOf(op))
      .map(({ input, headers }) => ({ input: input as InputOf<O>, headers }));

  return { fetch, callsTo, inputsTo: (op) => callsTo(op).map((call) => call.input) };
};

/** A whole list as the one page a paged operation answers, at the page the app asked for. */
export const pageOf = <T>(list: T[], { pageNum = 1, pageSize = 20 }: PageInput = {}) => ({
  result: { list, total: list.length, pageNum, pageSize },
});

type PageInput = { pageNum?: number; pageSize?: number };
