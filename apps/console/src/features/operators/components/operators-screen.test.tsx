import { operatorsApi } from '@tradebridge/contracts';
import type { Operator } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on } from '@tradebridge/ui/test';
import { cleanUp, operatorOf, renderApp } from '../../../test/render-app.tsx';

afterEach(cleanUp);

const me = operatorOf('admin', { name: 'Ada Admin', email: 'admin@tradebridge.dev' });
const olga = operatorOf('manager', {
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Olga Ivanova',
  email: 'olga.ivanova@tradebridge.dev',
  phone: '+7 495 600 1002',
});

const fill = async (user: UserEvent, input: HTMLElement, value: string) => {
  await user.click(input);
  await user.paste(value);
};

const setup = () => {
  const operators: Operator[] = [me, olga];
  return renderApp('/operators', {
    language: 'en-US',
    as: me,
    api: [
      on(operatorsApi.list, () => ({ result: { list: operators } })),
      on(operatorsApi.create, (body) => {
        if (operators.some((o) => o.email === body.email)) {
          return { errorCode: 'ACCOUNT_EXISTS', message: 'This account is already registered.' };
        }
        const created = operatorOf(body.role as Operator['role'], {
          id: '00000000-0000-4000-8000-0000000000b1',
          email: String(body.email),
          name: String(body.name),
          totpEnrolled: false,
        });
        operators.push(created);
        return { result: created };
      }),
      on(operatorsApi.update, (body) => {
        const index = operators.findIndex((o) => o.id === body.operatorId);
        const updated = {
          ...operators[index]!,
          ...(body.state !== undefined ? { state: Number(body.state) } : {}),
          ...(body.resetTotp ? { totpEnrolled: false } : {}),
        };
        operators[index] = updated;
        return { result: updated };
      }),
    ],
  });
};

const row = async (text: string) =>
  (
    await within(await screen.findByTestId('operators-table', {}, { timeout: 5_000 })).findByText(
      text,
    )
  ).closest('tr') as HTMLElement;

// The first render loads the lazy screens (slow in jsdom): more time than usual.
describe('operators', { timeout: 40_000 }, () => {
  it('creates an operator, with the password rule checked first', async () => {
    const user = userEvent.setup();
    const { inputsTo } = setup();
    await row('Olga Ivanova');
    await user.click(screen.getByTestId('create-operator'));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByTestId('operator-email'), 'rita@tradebridge.dev');
    await fill(user, within(dialog).getByTestId('operator-name'), 'Rita Reviewer');
    await fill(user, within(dialog).getByTestId('operator-password'), 'weak');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        '8–16 characters with upper-case and lower-case letters and digits',
      ),
    ).toBeTruthy();
    expect(inputsTo(operatorsApi.create)).toEqual([]);

    await user.clear(within(dialog).getByTestId('operator-password'));
    await fill(user, within(dialog).getByTestId('operator-password'), 'Review3r2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await row('Rita Reviewer')).toBeTruthy();
    expect(inputsTo(operatorsApi.create)).toEqual([
      {
        email: 'rita@tradebridge.dev',
        name: 'Rita Reviewer',
        phone: '',
        role: 'reviewer',
        pwd: 'Review3r2026',
      },
    ]);
  });

  it('disables an operator after a confirmation, but never yourself', async () => {
    const user = userEvent.setup();
    const { inputsTo } = setup();
    const own = await row('Ada Admin');
    await user.click(within(own).getByTestId(`operator-more-${me.email}`));
    expect(
      (await screen.findByTestId(`operator-state-${me.email}`)).closest('li')?.className,
    ).toContain('disabled');

    await user.click(within(await row('Olga Ivanova')).getByTestId(`operator-more-${olga.email}`));
    await user.click(await screen.findByTestId(`operator-state-${olga.email}`));
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(async () =>
      expect((await row('Olga Ivanova')).textContent).toContain('Disabled'),
    );
    expect(inputsTo(operatorsApi.update)).toEqual([{ operatorId: olga.id, state: 0 }]);
  });
});
