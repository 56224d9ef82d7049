// configDetail.json through the full stack against a bare Fastify route, same machine, same run.
// Target (issue 2): the full stack holds at least 30 % of bare Fastify's requests per second.
import { load, startServer, type LoadResult } from './lib.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;

const measure = async (script: string): Promise<LoadResult & { info: Record<string, unknown> }> => {
  const server = await startServer(script);
  try {
    const options = {
      url: `http://127.0.0.1:${server.port}/finance-gateway/api/mer/configDetail.json`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', language: 'en-US' },
      body: '{}',
      connections: CONNECTIONS,
    };
    await load({ ...options, duration: WARMUP_S });
    return { ...(await load({ ...options, duration: DURATION_S })), info: server.info };
  } finally {
    await server.stop();
  }
};

export const configDetailBench = async () => {
  const bare = await measure('./servers/bare.ts');
  const full = await measure('./servers/full.ts');
  const row = (name: string, r: LoadResult) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`;
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up`,
  );
  console.log(row('bare Fastify', bare));
  console.log(row(`full stack (${String(full.info.database)})`, full));
  const ratio = full.rps / bare.rps;
  console.log(`ratio full/bare: ${(ratio * 100).toFixed(1)} % (target >= 30 %)`);
  if (full.errors > 0 || full.non2xx > 0 || bare.errors > 0) {
    console.log('FAIL: some requests failed');
    process.exitCode = 1;
  } else if (ratio < 0.3) {
    console.log('FAIL: below target');
    process.exitCode = 1;
  }
};
