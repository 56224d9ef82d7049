import { AccountState, certificationApi } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectError, expectRefused, type } from '../../../test/form.ts';
import { screenTests } from '../../../test/render-app.tsx';
import { COMPANY, completeCase, fileAnswers, openCase, PEOPLE } from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/auth-layout.tsx'),
  () => import('./company-screen.tsx'),
  () => import('./people-screen.tsx'),
  () => import('./individual-screen.tsx'),
);

const COMPANY_PATH = '/auth/realname/company';

/** An enterprise case with the company step saved (as resumed on another device). */
const companySaved = (version = 3) =>
  completeCase({
    version,
    draft: { company: COMPANY },
    missingSteps: ['people', 'documents'],
  });

const openCompany = async (api: StubAnswers = []) => {
  const view = openCase(COMPANY_PATH, {
    language: 'en-US',
    state: AccountState.CertificationDraft,
    kase: companySaved(),
    api: [...fileAnswers(), ...api],
  });
  const form = await screen.findByTestId('step-form-company');
  return { ...view, form, user: userEvent.setup() };
};

describe('a step of the certification forms (company)', () => {
  it('resumes from the server’s draft and checks each field as it is typed with the contracts’ rules', async () => {
    const { form, user } = await openCompany();
    expect((within(form).getByTestId('company-name') as HTMLInputElement).value).toBe(COMPANY.name);
    expect(
      (within(form).getByTestId('registered-address-postcode') as HTMLInputElement).value,
    ).toBe('518000');
    expect(screen.getByTestId('certification-progress').dataset.stage).toBe('company');

    await expectRefused(
      user,
      form,
      'company-name-en',
      '远航 Trading',
      'Must not contain Chinese characters or Chinese punctuation',
    );
    await expectRefused(
      user,
      form,
      'registered-address-postcode',
      '5',
      'Must be a postal code of letters and digits (2–10 characters)',
    );
    await expectRefused(
      user,
      form,
      'company-website',
      'www.example.com',
      'Must be a link starting with http:// or https://',
    );
    await expectRefused(user, form, 'company-name', '', 'Company name cannot be empty');
    await expectRefused(
      user,
      form,
      'company-monthly-remittance',
      '12.345',
      'Must be a valid amount',
    );
  });

  it('saves the step with the case version it started from and goes on to the next step', async () => {
    const saved = completeCase({
      version: 4,
      draft: { company: { ...COMPANY, nameEn: 'Yuanhang Trading Ltd.' } },
      missingSteps: ['people', 'documents'],
    });
    const { form, user, inputsTo, router } = await openCompany([
      on(certificationApi.saveStep, { result: saved }),
    ]);
    await type(user, form, 'company-name-en', 'Yuanhang Trading Ltd.');
    await user.click(within(form).getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/people'));
    const [sent] = inputsTo(certificationApi.saveStep);
    expect(sent).toMatchObject({ version: 3, step: 'company' });
    expect(sent?.data).toEqual({ ...COMPANY, nameEn: 'Yuanhang Trading Ltd.' });
  });

  it('loads the case again when another device changed it, says so, and keeps what was typed', async () => {
    let caseCalls = 0;
    let saves = 0;
    const { form, user, inputsTo, callsTo, router } = await openCompany([
      on(certificationApi.get, () => {
        caseCalls += 1;
        return { result: companySaved(caseCalls === 1 ? 3 : 5) };
      }),
      on(certificationApi.saveStep, () => {
        saves += 1;
        return saves === 1
          ? { errorCode: 'CERTIFICATION_CHANGED', status: 409 }
          : { result: completeCase({ version: 6, missingSteps: ['people', 'documents'] }) };
      }),
    ]);
    await type(user, form, 'company-name-en', 'Typed On This Device Ltd.');
    await user.click(within(form).getByTestId('step-next'));

    const problem = await within(form).findByTestId('step-problem');
    expect(problem.dataset.code).toBe('CERTIFICATION_CHANGED');
    expect(problem.textContent).toContain('This certification was changed meanwhile');
    await waitFor(() => expect(callsTo(certificationApi.get)).toHaveLength(2));
    expect((within(form).getByTestId('company-name-en') as HTMLInputElement).value).toBe(
      'Typed On This Device Ltd.',
    );
    expect(router.state.location.pathname).toBe(COMPANY_PATH);

    // Saved again: over the version now loaded, with what was typed.
    await user.click(within(form).getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/people'));
    const sent = inputsTo(certificationApi.saveStep);
    expect(sent.map((s) => s.version)).toEqual([3, 5]);
    expect(sent[1]?.data).toMatchObject({ nameEn: 'Typed On This Device Ltd.' });
  });

  it("puts the server's field problems under their fields", async () => {
    const { form, user } = await openCompany([
      on(certificationApi.saveStep, {
        errorCode: 'VALIDATION_FAILED',
        message: 'data.registeredAddress.postcode: must be a postal code',
        fields: [{ field: 'data.registeredAddress.postcode', message: 'Not a postal code here' }],
      }),
    ]);
    await user.click(within(form).getByTestId('step-next'));
    await expectError(form, 'registered-address-postcode', 'Not a postal code here');
    expect(within(form).queryByTestId('step-problem')).toBeNull();
  });
});

describe('the people step', () => {
  it("shows the shareholders' total and the 25 % rule as the holdings and roles change", async () => {
    const user = userEvent.setup();
    openCase('/auth/realname/people', {
      language: 'en-US',
      state: AccountState.CertificationDraft,
      kase: completeCase({
        draft: { company: COMPANY, people: { ...PEOPLE, noOtherOwnerAbove25: false } },
        missingSteps: ['documents'],
      }),
      api: fileAnswers(),
    });
    const form = await screen.findByTestId('step-form-people');
    const summary = within(form).getByTestId('holdings-summary');
    expect(within(summary).getByTestId('holdings-total').textContent).toBe('50%');
    expect(within(summary).getByTestId('holdings-unaccounted').textContent).toBe('50%');
    expect(within(summary).getByTestId('owner-rule').dataset.state).toBe('declare');

    // Zhang Wei now holds 70 %: an owner not yet marked as one, nothing left unaccounted for.
    await type(user, form, 'person-2-holding', '70');
    await waitFor(() =>
      expect(within(summary).getByTestId('holdings-total').textContent).toBe('100%'),
    );
    expect(within(summary).getByTestId('owner-rule').dataset.state).toBe('undeclared');
    await expectError(
      form,
      'person-2-roles',
      'A holder of 25 % or more must be marked as a beneficial owner',
    );
    await type(user, form, 'person-2-holding', '71');
    expect(await within(form).findByTestId('people-problem')).toBeTruthy();
    expect(within(form).getByTestId('people-problem').textContent).toBe(
      "The shareholders' holdings add up to more than 100 %",
    );

    // Back to 20 %: half is unaccounted for, and the declaration is asked for on "Next".
    await type(user, form, 'person-2-holding', '20');
    await waitFor(() => expect(within(form).queryByTestId('people-problem')).toBeNull());
    await user.click(within(form).getByTestId('step-next'));
    await expectError(
      form,
      'no-other-owner',
      'Add every holder of 25 % or more, or confirm that no other person holds 25 % or more',
    );
  });
});

describe('the individual step', () => {
  it('asks for no back side of a passport and saves the person without one', async () => {
    const user = userEvent.setup();
    const individual = {
      name: '陈静',
      nameEn: 'Chen Jing',
      birthDate: '1990-05-06',
      idType: 2 as const,
      idNumber: 'E12345678',
      idValidUntil: '2032-01-15',
      nationality: 'CN',
      idFrontFileId: '00000000-0000-4000-8000-00000000f004',
      address: {
        country: 'CN',
        line: '上海市浦东新区世纪大道 100 号',
        lineEn: '100 Century Avenue, Pudong',
        cityEn: 'Shanghai',
        postcode: '200120',
      },
      email: 'chen.jing@example.com',
      areaCode: '+86',
      phone: '13912345678',
    };
    const { inputsTo, router } = openCase('/auth/realname/individual', {
      language: 'en-US',
      state: AccountState.CertificationDraft,
      kase: completeCase({
        entityType: 'c',
        version: 2,
        draft: { individual },
        missingSteps: [],
      }),
      api: [
        on(certificationApi.saveStep, {
          result: completeCase({ entityType: 'c', version: 3, draft: { individual } }),
        }),
        ...fileAnswers(),
      ],
    });
    const form = await screen.findByTestId('step-form-individual');
    await within(form).findByTestId('individual-id-front');
    expect(within(form).queryByTestId('individual-id-back')).toBeNull();
    await user.click(within(form).getByTestId('step-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/realname/checkInfo'));
    const [sent] = inputsTo(certificationApi.saveStep);
    expect(sent).toEqual({ version: 2, step: 'individual', data: individual });
  });
});
