// A database of its own on a PostgreSQL server, for the end-to-end journeys and the benchmarks: made
// empty under a random name and dropped (connections and all) when the run is over.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's own database (CREATE and DROP DATABASE run outside one). */
const onServer = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};

/** A new database `<prefix>_<random hex>` on the server at `serverUrl`: its URL and its removal. */
export const freshDatabaseOn = async (serverUrl: string, prefix: string, randomLength = 4) => {
  const name = `${prefix}_${randomBytes(randomLength).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};
