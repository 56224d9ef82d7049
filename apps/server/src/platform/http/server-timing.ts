// Where a request's time goes, step by step (argon2, code check, ledger, audit, notify …), in the
// standard Server-Timing header: browsers' developer tools show it beside each request, and the
// benchmarks read it to report what each step of a money movement costs. Off unless SERVER_TIMING
// is on: durations of password checks are nobody else's business.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const steps = new AsyncLocalStorage<Map<string, number>>();

/** Runs `work`, adding its duration to the current request's step `name` (outside one: just runs). */
export const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const current = steps.getStore();
  if (!current) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    current.set(name, (current.get(name) ?? 0) + performance.now() - start);
  }
};

/** The header value: each step, then the whole handling as `total`. */
export const serverTimingHeader = (measured: Map<string, number>, totalMs: number) =>
  [...measured, ['total', totalMs] as const]
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');

export const serverTimingPlugin = fp(
  async (app: FastifyInstance, { enabled }: { enabled: boolean }) => {
    if (!enabled) return;
    app.addHook('onRequest', (_request, _reply, done) => {
      steps.run(new Map(), done);
    });
    app.addHook('onSend', async (request, reply) => {
      const measured = steps.getStore();
      if (measured) reply.header('server-timing', serverTimingHeader(measured, reply.elapsedTime));
    });
  },
  { name: 'server-timing' },
);
