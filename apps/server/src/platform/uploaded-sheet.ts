// An uploaded spreadsheet read for an import (trade orders, batch payments): one at a time per
// merchant, within the caller's limits (xlsx-read.ts), so one merchant's files can neither stall
// the server nor be read over and over at once.
import type { Deps } from './deps.ts';
import { readStoredFile } from './files.ts';
import { withWorkLease } from './work-lease.ts';
import { readXlsxRows, type XlsxLimits } from './xlsx-read.ts';

/** Longer than any read within the limits takes; only a process that died holds a lease so long. */
const LEASE_MS = 60_000;

export const readUploadedSheet = (
  deps: Deps,
  merchantId: string,
  storageKey: string,
  limits: XlsxLimits,
) =>
  withWorkLease(
    deps.db,
    `sheet-read:${merchantId}`,
    { busy: 'SHEET_READ_BUSY', maxMs: LEASE_MS },
    async () => readXlsxRows(await readStoredFile(deps, storageKey), limits),
  );
