// Environment config of spec §3, answered by configDetail.json from the settings table.
import { z } from 'zod';
import { operationsOf } from './operation.ts';

export const ZConfigDetail = z.object({
  productName: z.string(),
  appFileUrl: z.string(),
  appRealUrl: z.string(),
  onlyFiat: z.boolean(),
  merchantLoadLogoBase64: z.string(),
  merchantTabLogo: z.string(),
  merchantMenuLogo: z.string(),
  /** True outside production: the login page links to the development inbox. */
  devInbox: z.boolean(),
});
export type ConfigDetail = z.infer<typeof ZConfigDetail>;

/** Health answers of /healthz and /readyz. */
export const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])).optional(),
});
export type Health = z.infer<typeof ZHealth>;

const mer = operationsOf('mer', 'settings');

export const settingsApi = {
  configDetail: mer({
    path: 'configDetail.json',
    summary: 'Environment config of the portal (product name, logos, file URLs)',
    result: ZConfigDetail,
    access: { kind: 'public' },
  }),
};
