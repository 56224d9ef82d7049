// The route guard of the signed-in layout (spec §8): without a token, or when me.json fails, the
// visitor goes to login with a redirect back; otherwise the operator is handed to the screens, in
// the operator's language when none was chosen in this tab (lib/operator-language.ts).
import { useQuery } from '@tanstack/react-query';
import { adoptsUserLanguage, clearToken, getToken } from '@tradebridge/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { CurrentOperatorProvider, meQueryOptions } from '../lib/current-operator.tsx';
import { followOperatorLanguage } from '../lib/operator-language.ts';
import { PageLoading } from './page-loading.tsx';
import { paths } from '../lib/paths.ts';

/** The login address remembering where the visitor wanted to go ('/' needs no reminder). */
export const loginPathFor = (pathname: string, search = ''): string => {
  const target = `${pathname}${search}`;
  return target === paths.home || target.startsWith(paths.login)
    ? paths.login
    : `${paths.login}?redirect=${encodeURIComponent(target)}`;
};

const ToLogin = ({ clear }: { clear: boolean }) => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (clear) clearToken();
  }, [clear]);
  return <Navigate to={loginPathFor(pathname, search)} replace />;
};

export const RequireOperator = ({ children }: { children: ReactNode }) => {
  const token = getToken();
  const me = useQuery({ ...meQueryOptions(), enabled: Boolean(token) });
  // A tab where no language was chosen (a new tab, a session kept from before) opens in the
  // operator's; until it has switched, the loading page rather than a flash of Chinese.
  const { i18n } = useTranslation();
  const operatorLanguage = me.data?.language;
  useEffect(() => {
    if (operatorLanguage) void followOperatorLanguage(i18n, operatorLanguage);
  }, [i18n, operatorLanguage]);
  if (!token) return <ToLogin clear={false} />;
  if (me.isError) return <ToLogin clear />;
  if (!me.data || adoptsUserLanguage(i18n, me.data.language)) return <PageLoading />;
  return <CurrentOperatorProvider value={me.data}>{children}</CurrentOperatorProvider>;
};
