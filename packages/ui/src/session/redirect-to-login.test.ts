import { afterEach, describe, expect, it } from 'vitest';
import { loginHref, redirectToLogin } from './redirect-to-login.ts';
import { getToken, setToken } from './token.ts';

describe('redirectToLogin', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('remembers where the user was', () => {
    expect(loginHref('/wallet?tab=2')).toBe('#/user/login?redirect=%2Fwallet%3Ftab%3D2');
    expect(loginHref('/user/login?redirect=%2Fmain')).toBe('#/user/login');
  });

  it('clears the session token and moves to the login page', () => {
    window.history.replaceState(null, '', '/#/payee');
    setToken('old');
    redirectToLogin();
    expect(getToken()).toBeUndefined();
    expect(window.location.hash).toBe('#/user/login?redirect=%2Fpayee');
  });
});
