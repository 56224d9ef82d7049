// npm run ledger:verify — checks the ledger's invariants on the configured database (DATA_DIR or
// DATABASE_URL) and those of the collections' credits and reversals, the payouts' holds and the
// quotas' use, prints each check with what it covered and any breach, exits 1 on a breach.
import { verifyLedger } from '../modules/core/ledger/index.ts';
import { verifyCollections } from '../modules/areas/collection/index.ts';
import { verifyPayouts } from '../modules/areas/payout/index.ts';
import { verifyQuotas } from '../modules/areas/quota/index.ts';
import { databaseFor } from '../composition/bootstrap.ts';
import { loadConfig } from '../platform/config.ts';

const config = loadConfig();
const database = await databaseFor(config);
try {
  await database.migrate();
  const checks = [
    ...(await verifyLedger(database.db)),
    ...(await verifyCollections(database.db)),
    ...(await verifyPayouts(database.db)),
    ...(await verifyQuotas(database.db)),
  ];
  let breaches = 0;
  console.log(
    `ledger:verify on ${database.kind}${config.databaseUrl ? '' : ` (${config.dataDir})`}`,
  );
  for (const check of checks) {
    breaches += check.breaches.length;
    const mark = check.breaches.length === 0 ? 'ok    ' : 'BREACH';
    console.log(`${mark} ${check.name}: ${check.description} (${check.checked} checked)`);
    for (const breach of check.breaches) console.log(`         ${breach}`);
  }
  console.log(breaches === 0 ? 'all invariants hold' : `${breaches} breach(es) found`);
  process.exitCode = breaches === 0 ? 0 : 1;
} finally {
  await database.close();
}
