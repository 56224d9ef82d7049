// configDetail.json (spec §3, §7): product name and logos of this installation. The shell must
// work without it (server down, first start), so every field has a fallback.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsApi, type ConfigDetail } from '@tradebridge/contracts';
import { DEFAULT_PRODUCT_TITLE } from '@tradebridge/ui';
import { api } from './api.ts';

export const getConfigDetail = (): Promise<ConfigDetail> =>
  api.call(settingsApi.configDetail, undefined, { silent: true });

export const configDetailQueryOptions = () =>
  queryOptions({
    queryKey: ['configDetail'],
    queryFn: getConfigDetail,
    staleTime: Infinity,
  });

export const useConfigDetail = () => useQuery(configDetailQueryOptions());

export type Branding = {
  productName: string;
  menuLogo?: string;
  tabLogo?: string;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Product name and logos, falling back to the defaults while loading or when the call fails. */
export const useBranding = (): Branding => {
  const { data } = useConfigDetail();
  return {
    productName: text(data?.productName) ?? DEFAULT_PRODUCT_TITLE,
    menuLogo: text(data?.merchantMenuLogo),
    tabLogo: text(data?.merchantTabLogo),
  };
};
