// What of an error may be written to a log or a job record. A failed SQL statement carries its
// parameters (a Drizzle query error's message lists them: password hashes, codes, personal data);
// only the statement's name and the database's error are kept. Values the database quotes back in
// its message ('invalid input syntax for type uuid: "…"') and its detail line are left out too.

type QueryError = Error & { query: string; params: unknown };
type DatabaseFields = {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
};

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error &&
  typeof (error as { query?: unknown }).query === 'string' &&
  'params' in error;

/** A short name of a statement: "insert into "users"", "select from "ledger_accounts"". */
export const statementName = (query: string): string => {
  const text = query.replace(/\s+/g, ' ').trim();
  const write = /^(insert into|update|delete from) ("?[\w.]+"?)/i.exec(text);
  if (write) return `${write[1]!.toLowerCase()} ${write[2]}`;
  const read = /^(?:with .*? )?select .*? from ("?[\w.]+"?)/i.exec(text);
  if (read) return `select from ${read[1]}`;
  return (text.split(' ')[0] ?? 'statement').toLowerCase();
};

/** The database's message without a value it quotes back at its end. */
const databaseMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/: ".*"$/s, ': "…"');

const databaseFields = (error: unknown) => {
  const fields = (error ?? {}) as DatabaseFields;
  return Object.fromEntries(
    (['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const)
      .filter((key) => typeof fields[key] === 'string')
      .map((key) => [key, fields[key]]),
  );
};

/** The stack's frames under a first line of our choosing (the original first line is the message). */
const framesUnder = (firstLine: string, stack: string | undefined) =>
  [firstLine, ...(stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))].join('\n');

/** One line for a job's record of its last failure. */
export const safeErrorMessage = (error: unknown): string => {
  if (isQueryError(error))
    return `query failed: ${statementName(error.query)}: ${databaseMessage(error.cause)}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
};

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
};

const serialize = (error: unknown, depth: number): unknown => {
  if (!(error instanceof Error) || depth > 3) return error;
  if (isQueryError(error)) {
    const message = safeErrorMessage(error);
    return {
      type: error.name,
      message,
      statement: statementName(error.query),
      ...databaseFields(error.cause),
      stack: framesUnder(message, error.stack),
    };
  }
  const own = Object.fromEntries(
    Object.entries(error).filter(
      ([key]) => !['cause', 'detail', 'where', 'internalQuery'].includes(key),
    ),
  );
  return {
    ...own,
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(error.cause ? { cause: serialize(error.cause, depth + 1) } : {}),
  };
};

/** The `err` serializer of the logger: as pino's, minus what a failed statement would leak. */
export const serializeError = (error: Error): SerializedError =>
  serialize(error, 0) as SerializedError;
