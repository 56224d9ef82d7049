// Runs every benchmark and prints its figures. Servers run in their own process so the load
// generator (autocannon, this process) does not share their event loop.
import { camt053Bench } from './camt053.ts';
import { collectionImportBench } from './collection-import.ts';
import { configDetailBench } from './config-detail.ts';
import { exchangeBench } from './exchange.ts';
import { exportsBench } from './exports.ts';
import { fundDetailsBench } from './fund-details.ts';
import { hostileSheetBench } from './hostile-sheet.ts';
import { ledgerBench } from './ledger.ts';
import { lighthouseBench } from './lighthouse.ts';
import { orderImportBench } from './order-import.ts';
import { payoutBench } from './payout.ts';
import { payoutBatchBench } from './payout-batch.ts';
import { transferBench } from './transfer.ts';
import { uploadsBench } from './uploads.ts';

const benches = {
  'config-detail': configDetailBench,
  ledger: ledgerBench,
  'fund-details': fundDetailsBench,
  exports: exportsBench,
  transfer: transferBench,
  uploads: uploadsBench,
  'collection-import': collectionImportBench,
  camt053: camt053Bench,
  'order-import': orderImportBench,
  'hostile-sheet': hostileSheetBench,
  exchange: exchangeBench,
  payout: payoutBench,
  'payout-batch': payoutBatchBench,
  lighthouse: lighthouseBench,
};
const only = process.argv[2];
for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`\n# ${name}`);
  await bench();
}
