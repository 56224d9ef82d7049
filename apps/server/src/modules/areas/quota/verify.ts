// The quotas' invariant, checked by `npm run ledger:verify`: a quota's use is exactly what the
// payouts drew from it and have not given back.
import type { DbOrTx } from '../../../platform/db/client.ts';
import { countQuotas, quotaUseBreaks } from './repository.ts';

export const verifyQuotas = async (db: DbOrTx) => {
  const breaks = await quotaUseBreaks(db);
  return [
    {
      name: 'quotaUse',
      description: 'every quota’s use is what payouts drew from it and did not give back',
      checked: await countQuotas(db),
      breaches: breaks.map((b) => `quota ${b.quota_no}: used ${b.used}, drawn ${b.drawn}`),
    },
  ];
};
