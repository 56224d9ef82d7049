// The shop form's values and the request they make (ZAddShopRequest): every field as typed, a key
// only when it was touched; an edit starts from the shop as it is.
import type { AddShopRequest, ShopDetail, ShopPlatform, StoreType } from '@tradebridge/contracts';

/** The form's values: the request's fields, a key undefined while it is left as it is. */
export type ShopValues = {
  name?: string;
  link?: string;
  holder?: string;
  category?: AddShopRequest['category'];
  yearlySales?: string;
  site?: string;
  platform?: ShopPlatform;
  storeType?: StoreType;
  handle?: string;
  platformMerchantId?: string;
  gateway?: string;
  apiKey?: string;
  privateKey?: string;
};

export const FIELDS = [
  'name',
  'link',
  'holder',
  'category',
  'yearlySales',
  'site',
  'platform',
  'storeType',
  'handle',
  'platformMerchantId',
  'gateway',
  'apiKey',
  'privateKey',
] as const;

/**
 * The request the values make: every field as typed, a key only when it was touched (removed: '',
 * replaced: the new key); left out, the server keeps it.
 */
export const shopRequestOf = (values: ShopValues) => ({
  name: values.name ?? '',
  link: values.link ?? '',
  holder: values.holder ?? '',
  category: values.category,
  yearlySales: values.yearlySales ?? '',
  site: values.site ?? '',
  platform: values.platform,
  storeType: values.storeType,
  handle: values.handle ?? '',
  platformMerchantId: values.platformMerchantId ?? '',
  gateway: values.gateway ?? '',
  ...(values.apiKey !== undefined ? { apiKey: values.apiKey } : {}),
  ...(values.privateKey !== undefined ? { privateKey: values.privateKey } : {}),
});

/** An edit starts from the shop as it is, its keys left as they are. */
export const shopValuesOf = (shop: ShopDetail): ShopValues => ({
  name: shop.name,
  link: shop.link,
  holder: shop.holder,
  category: shop.category as AddShopRequest['category'],
  yearlySales: shop.yearlySales,
  site: shop.site,
  platform: shop.platform,
  storeType: shop.storeType,
  handle: shop.handle,
  platformMerchantId: shop.platformMerchantId,
  gateway: shop.gateway,
});

export const fieldOfShopPath = (path: string) =>
  (FIELDS as readonly string[]).includes(path) ? path : undefined;
