// Spec §7: when the page address carries a `token` parameter (before the hash or inside it,
// e.g. `/?token=x#/main` or `/#/main?token=x`), it becomes the session token and leaves the URL.
import { setToken } from './token.ts';

const take = (params: URLSearchParams): string | undefined => {
  const token = params.get('token') ?? undefined;
  params.delete('token');
  return token || undefined;
};

const withQuery = (base: string, params: URLSearchParams): string => {
  const query = params.toString();
  return query ? `${base}?${query}` : base;
};

/**
 * Saves a `token` found in the address as the session token and removes it from the visible URL.
 * Returns the token, or undefined when the address has none. Call once, before the router starts.
 * `exceptHashPaths`: screens whose `token` is theirs, not a session (the liveness hand-off's
 * single-use link, `#/living?token=`): their address is left alone.
 */
export const captureTokenFromUrl = (
  win: Window = window,
  { exceptHashPaths = [] }: { exceptHashPaths?: readonly string[] } = {},
): string | undefined => {
  const { pathname, search, hash } = win.location;
  const hashRoute = hash.slice(1).split('?')[0] ?? '';
  if (exceptHashPaths.includes(hashRoute)) return undefined;

  const searchParams = new URLSearchParams(search);
  const fromSearch = take(searchParams);

  const queryAt = hash.indexOf('?');
  const hashPath = queryAt < 0 ? hash : hash.slice(0, queryAt);
  const hashParams = new URLSearchParams(queryAt < 0 ? '' : hash.slice(queryAt + 1));
  const fromHash = take(hashParams);

  const token = fromHash ?? fromSearch;
  if (!token) return undefined;

  setToken(token);
  const cleaned = withQuery(pathname, searchParams) + withQuery(hashPath, hashParams);
  win.history.replaceState(win.history.state, '', cleaned);
  return token;
};
