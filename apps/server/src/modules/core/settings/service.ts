// Platform settings. configDetail.json is the environment config of spec §3; it is read on every
// portal start, so it is served from a short per-process cache (platform/cache.ts explains the
// bound on staleness).
import type { ConfigDetail } from '@tradebridge/contracts';
import { ttlCache, type TtlCache } from '../../../platform/cache.ts';
import type { Db } from '../../../platform/db/client.ts';
import { insertMissingSettings, listSettings, upsertSettings } from './repository.ts';

/** The values a fresh installation starts with; operators may change them later. */
export const DEFAULT_CONFIG_DETAIL: Omit<ConfigDetail, 'devInbox'> = {
  productName: 'Tradebridge',
  appFileUrl: '/finance-gateway/files/',
  appRealUrl: '/',
  onlyFiat: false,
  merchantLoadLogoBase64: '',
  merchantTabLogo: '',
  merchantMenuLogo: '',
};

type StoredConfig = Omit<ConfigDetail, 'devInbox'>;
const CONFIG_KEYS = Object.keys(DEFAULT_CONFIG_DETAIL) as (keyof StoredConfig)[];
export const SETTINGS_CACHE_MS = 5_000;

const loadConfigDetail = async (db: Db): Promise<StoredConfig> => {
  const rows = await listSettings(db, CONFIG_KEYS);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...DEFAULT_CONFIG_DETAIL, ...stored } as StoredConfig;
};

const caches = new WeakMap<Db, TtlCache<StoredConfig>>();
const cacheFor = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = ttlCache(() => loadConfigDetail(db), SETTINGS_CACHE_MS);
    caches.set(db, cache);
  }
  return cache;
};

export const getConfigDetail = (db: Db): Promise<StoredConfig> => cacheFor(db).get();

/** Changes settings; this process sees the change at once, others within SETTINGS_CACHE_MS. */
export const updateConfigDetail = async (db: Db, values: Partial<StoredConfig>) => {
  await upsertSettings(db, values);
  cacheFor(db).clear();
};

export const seedSettings = (db: Db) => insertMissingSettings(db, DEFAULT_CONFIG_DETAIL);
