// A small time-bounded cache for values every request reads but operators rarely change
// (platform settings). Each process holds its own copy for at most `ttlMs`, so a change made
// through another process shows everywhere within that time; the process that made the change
// clears its copy at once. Concurrent misses share one load.
export type TtlCache<T> = { get(): Promise<T>; clear(): void };

export const ttlCache = <T>(load: () => Promise<T>, ttlMs: number, now = Date.now): TtlCache<T> => {
  let value: { data: T; expires: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    async get() {
      if (value && value.expires > now()) return value.data;
      pending ??= load()
        .then((data) => {
          value = { data, expires: now() + ttlMs };
          return data;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    clear() {
      value = undefined;
    },
  };
};
