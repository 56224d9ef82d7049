import {
  agreementApi,
  type AgreementDetail,
  AgreementState,
  BizFlag,
  FeeType,
  FeeWay,
  identityApi,
  type MerchantInfo,
} from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainUser, memberUser, renderApp, screenTests } from '../../../test/render-app.tsx';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./home-screen.tsx'),
  () => import('./agreement-modal.tsx'),
);

const PENDING_B2C: MerchantInfo['bizList'] = [
  { bizFlag: BizFlag.B2B, agreementState: AgreementState.Accepted },
  { bizFlag: BizFlag.B2C, agreementState: AgreementState.Pending },
];

const B2C: AgreementDetail = {
  bizFlag: BizFlag.B2C,
  agreementState: AgreementState.Pending,
  version: '2026-11',
  fees: [
    { feeType: FeeType.PlatformCollection, feeWay: FeeWay.Percent, currency: null, percent: '1' },
    { feeType: FeeType.ExchangeRateBp, feeWay: FeeWay.Percent, currency: null, percent: '0.5' },
    {
      feeType: FeeType.Withdraw,
      feeWay: FeeWay.Percent,
      currency: 'USD',
      percent: '0.1',
      min: '10',
      max: '50',
    },
    {
      feeType: FeeType.Payment,
      feeWay: FeeWay.PercentPlusFixed,
      currency: 'USD',
      percent: '0.3',
      fixed: '0.3',
    },
    { feeType: FeeType.FastPayment, feeWay: FeeWay.Fixed, currency: 'USD', fixed: '15' },
    { feeType: FeeType.InternalTransfer, feeWay: FeeWay.Fixed, currency: null, fixed: '0' },
    {
      feeType: FeeType.BatchPayment,
      feeWay: FeeWay.Tiered,
      currency: 'USD',
      tiers: [
        { upTo: '1000', fixed: '5' },
        { upTo: '10000', percent: '0.3' },
        { upTo: null, percent: '0.2', fixed: '1' },
      ],
    },
  ],
  acceptedAt: null,
  acceptedBy: null,
};

const ACCEPTED_B2C: AgreementDetail = {
  ...B2C,
  agreementState: AgreementState.Accepted,
  acceptedAt: '2026-11-22T08:15:00.000Z',
  acceptedBy: 'Demo Admin',
};

/** Opens home as `user` and the fee confirmation of b2c from its pending notice. */
const openReview = async (user: MerchantInfo, api: StubAnswers = []) => {
  const view = renderApp('/main', {
    language: 'en-US',
    user,
    api: [on(agreementApi.detail, { result: B2C }), ...api],
  });
  const clicker = userEvent.setup();
  await clicker.click(await screen.findByTestId('agreement-review-b2c'));
  const modal = await screen.findByTestId('agreement-modal-b2c');
  await within(modal).findByTestId('agreement-fee-table');
  return { ...view, clicker, modal };
};

const acceptButton = () => screen.getByTestId('agreement-accept') as HTMLButtonElement;

describe('agreement modal', () => {
  it('shows the fee table of the business line with its version', async () => {
    const { modal, inputsTo } = await openReview(mainUser({ bizList: PENDING_B2C }));
    expect(inputsTo(agreementApi.detail)).toEqual([{ bizFlag: 'b2c' }]);
    expect(within(modal).getByTestId('agreement-version').textContent).toBe(
      'Fee schedule version 2026-11',
    );
    const fee = (type: number) => within(modal).getByTestId(`agreement-fee-${type}`).textContent;
    expect(fee(FeeType.PlatformCollection)).toBe('1 %');
    expect(fee(FeeType.ExchangeRateBp)).toBe('50 bp (0.5 %)');
    expect(fee(FeeType.Withdraw)).toBe('0.1 %min. 10 USD, max. 50 USD');
    expect(fee(FeeType.Payment)).toBe('0.3 % + 0.3 USD');
    expect(fee(FeeType.FastPayment)).toBe('15 USD');
    expect(fee(FeeType.InternalTransfer)).toBe('Free');
    expect(fee(FeeType.BatchPayment)).toBe(
      'up to 1,000 USD: 5 USD; up to 10,000 USD: 0.3 %; above: 0.2 % + 1 USD',
    );
    const table = within(modal).getByTestId('agreement-fee-table');
    expect(table.textContent).toContain('Marketplace collection');
    expect(table.textContent).toContain('Percentage plus fixed');
    expect(table.textContent).toContain('All currencies');
  });

  it('accepts only once ticked, sends the version read, and the notice goes', async () => {
    let confirmed = false;
    const { clicker, modal, inputsTo } = await openReview(mainUser({ bizList: PENDING_B2C }), [
      on(identityApi.merchantInfo, () => ({
        result: mainUser({
          bizList: confirmed
            ? PENDING_B2C.map((b) => ({ ...b, agreementState: AgreementState.Accepted }))
            : PENDING_B2C,
        }),
      })),
      on(agreementApi.confirm, () => {
        confirmed = true;
        return { result: ACCEPTED_B2C };
      }),
    ]);
    expect(acceptButton().disabled).toBe(true);
    await clicker.click(within(modal).getByTestId('agreement-tick'));
    expect(acceptButton().disabled).toBe(false);
    await clicker.click(acceptButton());
    await waitFor(() => expect(screen.queryByTestId('agreement-pending-b2c')).toBeNull());
    expect(inputsTo(agreementApi.confirm)).toEqual([{ bizFlag: 'b2c', version: '2026-11' }]);
    expect(
      await screen.findByText('The fee schedule for B2C e-commerce is accepted.'),
    ).toBeTruthy();
    expect(screen.getByTestId('agreement-view-b2c')).toBeTruthy();
  });

  it('shows a refusal in the modal and loads the current schedule again', async () => {
    const { clicker, modal, inputsTo } = await openReview(mainUser({ bizList: PENDING_B2C }), [
      on(agreementApi.confirm, {
        errorCode: 'AGREEMENT_VERSION_STALE',
        message: 'The fee schedule has changed since you opened it.',
      }),
    ]);
    await clicker.click(within(modal).getByTestId('agreement-tick'));
    await clicker.click(acceptButton());
    expect((await within(modal).findByTestId('agreement-error')).textContent).toContain(
      'The fee schedule has changed',
    );
    await waitFor(() => expect(inputsTo(agreementApi.detail)).toHaveLength(2));
    expect(screen.getByTestId('agreement-pending-b2c')).toBeTruthy();
  });

  it('lets a member read the table but not accept it', async () => {
    const { modal, callsTo } = await openReview(memberUser({ bizList: PENDING_B2C }));
    expect(within(modal).getByTestId('agreement-main-only').textContent).toContain(
      'Only the main account can accept',
    );
    expect(within(modal).queryByTestId('agreement-tick')).toBeNull();
    expect(screen.queryByTestId('agreement-accept')).toBeNull();
    expect(screen.getByTestId('agreement-close')).toBeTruthy();
    expect(callsTo(agreementApi.confirm)).toEqual([]);
  });

  it('shows an accepted schedule read-only with who accepted it and when', async () => {
    renderApp('/main', {
      language: 'en-US',
      user: mainUser({ bizList: PENDING_B2C }),
      api: [
        on(agreementApi.detail, ({ bizFlag }) => ({
          result: { ...ACCEPTED_B2C, bizFlag },
        })),
      ],
    });
    await userEvent.setup().click(await screen.findByTestId('agreement-view-b2b'));
    const modal = await screen.findByTestId('agreement-modal-b2b');
    const accepted = await within(modal).findByTestId('agreement-accepted');
    expect(accepted.textContent).toMatch(
      /^Accepted on 11\/2\d\/2026, \d\d:15:00 [AP]M by Demo Admin$/,
    );
    expect(within(modal).queryByTestId('agreement-tick')).toBeNull();
    expect(screen.queryByTestId('agreement-accept')).toBeNull();
  });
});
