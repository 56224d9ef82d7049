// TEMPORARY (replaced by the reader of every version): the .08 reader's entries in the new shape.
import type { Readable } from 'node:stream';
import { readCamt054 } from './camt054.ts';
import { CamtError, type CamtEntry } from './entries.ts';

export async function* readCamtEntries(source: Readable): AsyncGenerator<CamtEntry> {
  let index = 0;
  try {
    for await (const e of readCamt054(source)) {
      yield {
        version: 'camt.054.001.08',
        account: e.account,
        index: index++,
        line: 0,
        references: { entry: e.reference, servicer: e.reference },
        amount: e.amount,
        currency: e.currency,
        creditDebit: e.creditDebit,
        reversal: false,
        status: e.status as CamtEntry['status'],
        bookingDate: e.bookingDate,
        valueDate: null,
        bankTransactionCode: { domain: null, family: null, subFamily: null, proprietary: null },
        batchCount: null,
        transactions: [
          {
            amount: null,
            currency: null,
            references: {
              endToEndId: e.endToEndId,
              txId: null,
              uetr: null,
              servicer: null,
              instruction: null,
            },
            counterparty: {
              name: e.payer.name,
              address: [],
              country: e.payer.country,
              kind: e.payer.kind,
              account: null,
            },
            ultimateCounterparty: null,
            creditorReferences: [],
            note: e.note,
            returnReason: null,
          },
        ],
        additionalInfo: '',
      };
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'CamtError')
      throw new CamtError([{ line: null, message: error.message }]);
    throw error;
  }
}
