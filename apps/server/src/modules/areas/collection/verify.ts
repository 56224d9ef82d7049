// Collections' own invariants, checked by `npm run ledger:verify` beside the ledger's: every
// credited collection has exactly one booked entry that put its money in the merchant's available
// balance (its arrival, when credited at once, or its credit after waiting), and every reversal of a
// collection's entry (reversals.ts) names that entry as its original and undoes exactly its
// postings; a collection the bank reversed has its arrival reversed.
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { InvariantCheck } from '../../core/ledger/index.ts';
import { collectionCreditBreaches, collectionReversalBreaches } from './repository/index.ts';

export const verifyCollections = async (db: DbOrTx): Promise<InvariantCheck[]> => {
  const credits = await collectionCreditBreaches(db);
  const reversals = await collectionReversalBreaches(db);
  return [
    {
      name: 'collectionCredits',
      description: 'every credited collection has exactly one booked entry behind it',
      checked: credits.checked,
      breaches: credits.breaches.map(
        (b) => `collection ${b.order_no} credited with ${b.credits} booked entries`,
      ),
    },
    {
      name: 'collectionReversals',
      description: 'every reversal of a collection has its original, undone exactly',
      checked: reversals.checked,
      breaches: reversals.breaches.map((b) => `${b.reference}: ${b.problem}`),
    },
  ];
};
