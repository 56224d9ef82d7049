// A merchant's collection account in USD and EUR, applied for through the merchant API and
// approved through the console API, for journeys that need money to come in without driving the
// application's screens.
import type { merchantApi } from './merchant-api.ts';
import type { operatorApi } from './operator-api.ts';

type Caller = Pick<Awaited<ReturnType<typeof merchantApi>>, 'post'>;
type Operator = Pick<Awaited<ReturnType<typeof operatorApi>>, 'post'>;

/** Applies for the account (under `alias`, if given) and approves it: its id and bank details. */
export const approvedCollectionAccount = async (
  merchant: Caller,
  operator: Operator,
  { alias }: { alias?: string } = {},
) => {
  const applied = await merchant.post<{ id: string; version: number }>(
    'collection/apply.json',
    {
      profile: {
        usage: 3,
        businessDescription: 'LED lighting exported to Europe and North America',
        salesCategory: 'Lighting',
        annualSales: '2500000',
      },
      currencies: ['USD', 'EUR'],
      ...(alias ? { alias } : {}),
    },
    { idempotencyKey: `apply-${Date.now()}` },
  );
  const approved = await operator.post<{
    details: { currency: string; accountNumber: string }[];
  }>('collection/approveAccount.json', { accountId: applied.id, version: applied.version });
  return { id: applied.id, details: approved.details };
};
