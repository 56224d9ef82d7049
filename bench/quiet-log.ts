// A logger that says nothing, for the product's services run inside a benchmark (its own module,
// so a case process that measures its RSS loads nothing more for it).
import type { FastifyBaseLogger } from 'fastify';

export const quietLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return quietLog;
  },
} as unknown as FastifyBaseLogger;
