import { ZConfigDetail } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { MER } from '../../../../test/app.ts';
import { useTestApp } from '../../../../test/suite.ts';
import { seedSettings, updateConfigDetail } from '../index.ts';

const t = useTestApp();

describe('configDetail.json', () => {
  it('answers the environment config of spec §3 from the seeded settings', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${MER}/configDetail.json` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(ZConfigDetail.parse(body.result)).toMatchObject({
      productName: 'Tradebridge',
      onlyFiat: false,
    });
  });

  it('reflects a changed setting, and seeding again keeps the change', async () => {
    await t.app.inject({ method: 'POST', url: `${MER}/configDetail.json` }); // warm the cache
    await updateConfigDetail(t.database.db, { productName: 'Acme Pay' });
    await seedSettings(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: `${MER}/configDetail.json` });
    expect(res.json().result.productName).toBe('Acme Pay');
  });
});
