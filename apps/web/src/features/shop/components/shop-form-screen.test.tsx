import { shopApi, ShopState, type Language } from '@tradebridge/contracts';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseTitled,
  expectError,
  expectRefused,
  inputOf,
  type,
  type User,
} from '../../../test/form.ts';
import { expectAt, mainUser, openForm, screenTests } from '../../../test/render-app.tsx';
import {
  AUTH_LIST,
  REFUSED_SHOP,
  SHOP_FIELDS,
  SHOP_ID,
  shopDetailOf,
  shopOf,
} from './test-data.ts';

screenTests(
  { testTimeout: 40_000 },
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('./shop-form-screen.tsx'),
  () => import('./shop-detail-screen.tsx'),
);

const AUTH = on(shopApi.authList, { result: AUTH_LIST });
const DETAIL = on(shopApi.get, { result: shopDetailOf() });

const open = async (
  path: string,
  api: StubAnswers = [],
  { language = 'en-US' }: { language?: Language } = {},
) => {
  return openForm(path, 'shop-form-screen', 'shop-form', {
    language,
    api: [AUTH, ...api],
    user: mainUser(),
  });
};

const fillShop = async (user: User, form: HTMLElement) => {
  await type(user, form, 'shop-name', 'Pengda Lighting US');
  await type(user, form, 'shop-link-input', 'https://pengda.sandbox-shop.example.com');
  await type(user, form, 'shop-holder', 'Shenzhen Pengda Lighting Co., Ltd.');
  await chooseTitled(user, form, 'shop-category', 'Electronics');
  await type(user, form, 'shop-yearly-sales', '1200000.50');
  await chooseTitled(user, form, 'shop-site', 'United States', 'United States');
  await chooseTitled(user, form, 'shop-platform-select', 'Sandbox Commerce');
  await type(user, form, 'shop-handle', 'pengda-us');
  await type(user, form, 'shop-merchant-id', 'SBX-88231');
};

describe('adding a shop', () => {
  it('refuses bad input on its fields and sends nothing', async () => {
    const { form, user, callsTo } = await open('/shop/add');
    await expectRefused(
      user,
      form,
      'shop-link-input',
      'www.pengda.example.com',
      'Must be a link starting with http:// or https://',
    );
    await expectRefused(user, form, 'shop-yearly-sales', '12.345', 'At most 2 decimal places');
    await expectRefused(
      user,
      form,
      'shop-handle',
      'pengda us!',
      'Must start with a letter or digit and contain only letters, digits, dots, dashes and underscores',
    );
    await user.click(within(form).getByTestId('shop-submit'));
    await expectError(form, 'shop-name', 'Shop name cannot be empty');
    await expectError(form, 'shop-holder', 'Holder cannot be empty');
    expect(callsTo(shopApi.add)).toHaveLength(0);
  });

  it('says what happens next, shows the payout currency, and sends one Idempotency-Key per submission', async () => {
    let attempts = 0;
    const { form, user, callsTo, router } = await open('/shop/add', [
      on(shopApi.add, () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { result: shopDetailOf(shopOf({ state: ShopState.AwaitingAuthorization })) };
      }),
      DETAIL,
    ]);
    await fillShop(user, form);
    await type(user, form, 'shop-api-key', 'sk_live_0123456789abcdefWXYZ');
    expect(within(form).getByTestId('shop-payout-currency').textContent).toBe(
      'This site pays out in USD: the collection account you link the shop to needs USD.',
    );
    const next = await within(form).findByTestId('shop-next-step');
    expect(next.dataset.step).toBe('authorize');
    expect(next.textContent).toContain('authorize it on Sandbox Commerce');
    await user.click(within(form).getByTestId('shop-submit'));
    await waitFor(() => expect(callsTo(shopApi.add)).toHaveLength(1));
    // The network failed: the same submission again carries the same key.
    await user.click(within(form).getByTestId('shop-submit'));
    await expectAt(router, `/shop/detail?id=${SHOP_ID}`);
    const calls = callsTo(shopApi.add);
    const expected = { ...SHOP_FIELDS, apiKey: 'sk_live_0123456789abcdefWXYZ', privateKey: '' };
    expect(calls.map((c) => c.input)).toEqual([expected, expected]);
    const [first, second] = calls.map((c) => c.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^shop-add-[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('says a platform that is not authorized here goes straight to review', async () => {
    const { form, user } = await open('/shop/add');
    await chooseTitled(user, form, 'shop-platform-select', 'Independent site');
    const next = await within(form).findByTestId('shop-next-step');
    expect(next.dataset.step).toBe('review');
    expect(next.textContent).toContain('goes straight to review');
  });

  it('shows the problems the server finds on their fields', async () => {
    const { form, user } = await open('/shop/add', [
      on(shopApi.add, {
        errorCode: 'VALIDATION_FAILED',
        message: 'Check the fields.',
        fields: [{ field: 'handle', message: 'handle: A shop of this store is already open' }],
      }),
    ]);
    await fillShop(user, form);
    await user.click(within(form).getByTestId('shop-submit'));
    await expectError(form, 'shop-handle', 'A shop of this store is already open');
  });
});

describe('editing a shop', () => {
  const edit = (shop = shopDetailOf(), api: StubAnswers = []) =>
    open(`/shop/edit?id=${shop.id}`, [on(shopApi.get, { result: shop }), ...api]);

  it('keeps the keys it was not told to change: no property is sent', async () => {
    const { form, user, inputsTo } = await edit(undefined, [
      on(shopApi.edit, { result: shopDetailOf() }),
    ]);
    expect(within(form).getByTestId('shop-api-key-hint').textContent).toBe(
      'Stored key ••••WXYZ is kept unless you type a new one.',
    );
    expect(inputOf(form, 'shop-api-key').value).toBe('');
    await type(user, form, 'shop-gateway', 'Stripe');
    await user.click(within(form).getByTestId('shop-submit'));
    await waitFor(() => expect(inputsTo(shopApi.edit)).toHaveLength(1));
    const sent = inputsTo(shopApi.edit)[0]!;
    expect(sent).toEqual({
      ...SHOP_FIELDS,
      yearlySales: '1200000.5',
      gateway: 'Stripe',
      shopId: SHOP_ID,
      version: 3,
    });
    expect(sent).not.toHaveProperty('apiKey');
    expect(sent).not.toHaveProperty('privateKey');
  });

  it('removes a key with "remove" (sent as empty) and replaces one that is typed', async () => {
    const { form, user, inputsTo } = await edit(undefined, [
      on(shopApi.edit, { result: shopDetailOf() }),
    ]);
    await user.click(within(form).getByTestId('shop-private-key-remove'));
    expect(within(form).getByTestId('shop-private-key-removed').textContent).toContain(
      'The stored key ••••KEY- will be removed when you save.',
    );
    await type(user, form, 'shop-api-key', 'sk_live_new_key_9876');
    expect(within(form).getByTestId('shop-api-key-hint').textContent).toBe(
      'Replaces the stored key ••••WXYZ.',
    );
    await user.click(within(form).getByTestId('shop-submit'));
    await waitFor(() => expect(inputsTo(shopApi.edit)).toHaveLength(1));
    expect(inputsTo(shopApi.edit)[0]).toMatchObject({
      apiKey: 'sk_live_new_key_9876',
      privateKey: '',
    });
  });

  it('undoes a removal: the key is kept again', async () => {
    const { form, user, inputsTo } = await edit(undefined, [
      on(shopApi.edit, { result: shopDetailOf() }),
    ]);
    await user.click(within(form).getByTestId('shop-api-key-remove'));
    await user.click(within(form).getByTestId('shop-api-key-keep'));
    await user.click(within(form).getByTestId('shop-submit'));
    await waitFor(() => expect(inputsTo(shopApi.edit)).toHaveLength(1));
    expect(inputsTo(shopApi.edit)[0]).not.toHaveProperty('apiKey');
  });

  it('resubmits a refused shop, with the reviewer’s reason above the form', async () => {
    const refused = shopDetailOf(REFUSED_SHOP, { actions: ['edit', 'close'] });
    const { screenEl, form, user, inputsTo } = await edit(refused, [
      on(shopApi.edit, { result: shopDetailOf(REFUSED_SHOP) }),
    ]);
    expect(screenEl.textContent).toContain('Correct and resubmit the shop');
    expect(within(form).getByTestId('shop-refusal').textContent).toContain(
      'The link does not open the shop',
    );
    // No key is stored: no hint and no "remove".
    expect(within(form).queryByTestId('shop-api-key-remove')).toBeNull();
    expect((await within(form).findByTestId('shop-next-step')).dataset.step).toBe('resubmit');
    await type(user, form, 'shop-link-input', 'https://www.pengda-home.example.de/shop');
    const submit = within(form).getByTestId('shop-submit');
    expect(submit.textContent).toBe('Resubmit for review');
    await user.click(submit);
    await waitFor(() => expect(inputsTo(shopApi.edit)).toHaveLength(1));
    expect(inputsTo(shopApi.edit)[0]).toMatchObject({
      shopId: REFUSED_SHOP.id,
      version: 1,
      link: 'https://www.pengda-home.example.de/shop',
    });
  });

  it('warns that another store is authorized again and ends the association', async () => {
    const { form, user } = await edit();
    await type(user, form, 'shop-handle', 'pengda-us-2');
    const next = await within(form).findByTestId('shop-next-step');
    await waitFor(() => expect(next.dataset.step).toBe('reauthorize'));
    expect(next.textContent).toContain('Its link to the payout account ends');
  });

  it('reads a shop changed meanwhile again and says so', async () => {
    let reads = 0;
    const { form, user, callsTo } = await edit(undefined, [
      on(shopApi.get, () => {
        reads += 1;
        return { result: shopDetailOf(shopOf({ version: 3 + reads })) };
      }),
      on(shopApi.edit, { errorCode: 'SHOP_CHANGED', message: 'The shop was changed meanwhile.' }),
    ]);
    await user.click(within(form).getByTestId('shop-submit'));
    expect(await screen.findByText(/has been read again/)).toBeTruthy();
    await waitFor(() => expect(callsTo(shopApi.get).length).toBeGreaterThan(1));
  });

  it('speaks Russian', async () => {
    const { screenEl, form } = await open(`/shop/edit?id=${SHOP_ID}`, [DETAIL], {
      language: 'ru-RU',
    });
    expect(screenEl.textContent).toContain('Изменение магазина');
    expect(form.textContent).toContain('Идентификатор магазина');
    expect(within(form).getByTestId('shop-api-key-hint').textContent).toContain('••••WXYZ');
  });
});
