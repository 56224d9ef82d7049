// NO_LOGIN is handled once per page session (spec §8): several calls failing together must not
// send the user to the login page several times. A new session token clears the flag.
export const NO_LOGIN_FLAG_KEY = 'noLoginHandled';

const session = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

/** Marks NO_LOGIN as handled; true when it was not handled before (the caller should act). */
export const claimNoLogin = (): boolean => {
  const storage = session();
  if (storage?.getItem(NO_LOGIN_FLAG_KEY)) return false;
  storage?.setItem(NO_LOGIN_FLAG_KEY, '1');
  return true;
};

export const resetNoLoginFlag = (): void => {
  session()?.removeItem(NO_LOGIN_FLAG_KEY);
};
