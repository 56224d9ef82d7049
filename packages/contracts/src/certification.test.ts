import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACTIVATION_EDGES, CERTIFICATION_EDGES, FREEZABLE } from './certification.ts';
import { edgeOf, nextStates } from './state-edges.ts';
import { reachable } from './test/edges.ts';
import { AccountState, AccountStateMeaning, CertificationState } from './states.ts';

describe('account activation', () => {
  it('leads from registration to a normal account, through every "to be activated" state', () => {
    const states = reachable(ACCOUNT_ACTIVATION_EDGES, [AccountState.Registered]);
    expect(states.has(AccountState.Normal)).toBe(true);
    const toBeActivated = Object.entries(AccountStateMeaning)
      .filter(([, meaning]) => meaning === 'toBeActivated')
      .map(([code]) => Number(code));
    for (const state of toBeActivated)
      expect(states.has(state as AccountState), `${state}`).toBe(true);
    for (const state of [3, 8, 9, 12, 13] as const) expect(states.has(state)).toBe(true);
  });

  it('never leaves a normal, frozen or cancelled account, nor enters one but by activation', () => {
    for (const state of [AccountState.Normal, AccountState.Frozen, AccountState.Cancelled])
      expect(nextStates(ACCOUNT_ACTIVATION_EDGES, state)).toEqual([]);
    expect(
      ACCOUNT_ACTIVATION_EDGES.filter((edge) => edge.to === AccountState.Normal).map((e) => e.by),
    ).toEqual(['activated']);
    expect(edgeOf(ACCOUNT_ACTIVATION_EDGES, AccountState.Registered, AccountState.Normal)).toBe(
      undefined,
    );
  });

  it('lets a refused merchant apply again, and only an operator approve', () => {
    for (const failed of [AccountState.ReviewFailed, AccountState.ReReviewFailed])
      expect(nextStates(ACCOUNT_ACTIVATION_EDGES, failed)).toEqual([
        AccountState.CertificationDraft,
      ]);
    expect(
      ACCOUNT_ACTIVATION_EDGES.filter((edge) => edge.by === 'approved').map((e) => e.from),
    ).toEqual([AccountState.CertificationSubmitted]);
  });

  it('has each edge once', () => {
    const keys = ACCOUNT_ACTIVATION_EDGES.map((edge) => `${edge.from}>${edge.to}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('freezes from any state but frozen and cancelled', () => {
    expect(FREEZABLE).toContain(AccountState.CertificationSubmitted);
    expect(FREEZABLE).toContain(AccountState.Normal);
    expect(FREEZABLE).not.toContain(AccountState.Frozen);
    expect(FREEZABLE).not.toContain(AccountState.Cancelled);
  });
});

describe('certification case', () => {
  it('reaches success and failure from a new case, and a failed case can start again', () => {
    const states = reachable(CERTIFICATION_EDGES, [CertificationState.ToBeCertified]);
    expect([...states].sort()).toEqual([0, 1, 2, 3]);
    expect(nextStates(CERTIFICATION_EDGES, CertificationState.Failed)).toEqual([
      CertificationState.ToBeCertified,
    ]);
    expect(nextStates(CERTIFICATION_EDGES, CertificationState.Successful)).toEqual([]);
    expect(
      edgeOf(CERTIFICATION_EDGES, CertificationState.ToBeCertified, CertificationState.Successful),
    ).toBe(undefined);
  });
});
