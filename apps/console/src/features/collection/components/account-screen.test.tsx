import { collectionApi, type OpsCollectionAccount } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { confirmDecision } from '../../../test/screen.ts';
import {
  approveAfterConfirmation,
  detailScreenOf,
  refuseWithReason,
} from '../../../test/detail-screen.ts';
import { cleanUp, operatorOf } from '../../../test/render-app.tsx';
import { decidedFirst, expectReloaded } from '../../../test/failures.ts';
import { ACCOUNT_ID, application, issuedDetails, MERCHANT_ID } from './test-data.ts';

afterEach(cleanUp);

const PATH = `/collection/accounts/${ACCOUNT_ID}`;
const ME = operatorOf('reviewer', { name: 'Li Na' });

/** A server of one account: decisions change it as the real one does. */
const handlers = (current: { account: OpsCollectionAccount }): StubAnswers => [
  on(collectionApi.opsGetAccount, () => ({ result: current.account })),
  on(collectionApi.approveAccount, () => {
    current.account = {
      ...current.account,
      state: 1,
      version: current.account.version + 1,
      details: issuedDetails,
      openedAt: '2026-11-21T08:00:00.000Z',
      actions: [],
    };
    return { result: current.account };
  }),
  on(collectionApi.rejectAccount, ({ reason }) => {
    current.account = {
      ...current.account,
      state: 0,
      version: current.account.version + 1,
      reason,
      actions: [],
    };
    return { result: current.account };
  }),
];

const account = detailScreenOf(collectionApi.opsGetAccount, 'account', {
  path: PATH,
  as: ME,
  handlers,
});

describe('one account application', { timeout: 40_000 }, () => {
  it('shows the merchant, usage, category, currencies, alias, state and every profile field', async () => {
    const current = { account: application() };
    await account.served(current, 'en-US');
    expect(screen.getByTestId('account-title').textContent).toBe('Europe sales');
    expect(screen.getByTestId('account-merchant').getAttribute('href')).toBe(
      `/merchants/${MERCHANT_ID}`,
    );
    expect(screen.getByTestId('account-usage').textContent).toBe('Foreign trade');
    expect(screen.getByTestId('account-currencies').textContent).toBe('USDEUR');
    expect(screen.getByTestId('account-state').textContent).toBe('Under review');
    const profile = screen.getByTestId('section-profile');
    expect(
      [...profile.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent),
    ).toEqual(['Main products and markets', 'Website', 'Sales category', 'Annual sales (USD)']);
    expect(screen.getByTestId('profile-website').querySelector('a')?.getAttribute('href')).toBe(
      'https://pengda-lighting.example.com',
    );
    expect(screen.getByTestId('profile-annualSales').textContent).toContain('2,500,000');
    // No details before approval; the story has the application.
    expect(screen.queryByTestId('section-details')).toBeNull();
    expect(within(screen.getByTestId('section-story')).getByText('Applied')).toBeTruthy();
  });

  it('labels the fields of an e-commerce store, and shows the bank details per currency once in use', async () => {
    const current = {
      account: application({
        usage: 1,
        state: 1,
        actions: [],
        details: issuedDetails,
        openedAt: '2026-11-21T08:00:00.000Z',
        profile: {
          usage: 1,
          platform: 'Amazon',
          storeName: 'Pengda Lights',
          storeLink: 'https://amazon.example.com/pengda',
          storeOwner: 'Chen Jing',
          platformToken: '',
          salesCategory: 'Lighting',
          annualSales: '800000.50',
        },
      }),
    };
    await account.served(current, 'ru-RU');
    const profile = screen.getByTestId('section-profile');
    expect(
      [...profile.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent),
    ).toEqual([
      'Площадка',
      'Название магазина',
      'Ссылка на магазин',
      'Владелец магазина',
      'Токен продавца на площадке',
      'Категория продаж',
      'Годовые продажи (USD)',
    ]);
    expect(screen.getByTestId('profile-platformToken').textContent).toBe('--');
    const eur = screen.getByTestId('details-EUR');
    expect(eur.textContent).toContain('DE89370400440532013000');
    expect(eur.textContent).toContain('TBSBDEFFXXX');
    expect(screen.getByTestId('details-USD').textContent).toContain('021000021');
    expect(screen.getByTestId('details-USD').textContent).toContain('Код ABA');
    expect(screen.queryByTestId('page-actions')).toBeNull();
  });

  it('approves the version on screen after a confirmation', async () => {
    const current = { account: application() };
    const { user, inputsTo } = await account.served(current, 'en-US');
    await approveAfterConfirmation(user, inputsTo, collectionApi.approveAccount, {
      trigger: 'account-approve',
      title: 'Approve this application?',
      says: 'USD, EUR to Demo Trading',
      button: 'Approve',
      request: { accountId: ACCOUNT_ID, version: 3 },
      done: 'Application approved: the bank details have been issued',
    });
    await waitFor(() => expect(screen.getByTestId('account-state').textContent).toBe('In use'));
    expect(screen.getByTestId('details-USD')).toBeTruthy();
    expect(screen.queryByTestId('account-approve')).toBeNull();
  });

  it('needs a reason to reject, then rejects the version on screen with it', async () => {
    const current = { account: application() };
    const { user, inputsTo } = await account.served(current, 'en-US');
    await refuseWithReason(user, inputsTo, collectionApi.rejectAccount, {
      trigger: 'account-reject',
      title: 'Reject this application',
      says: 'The merchant reads the reason and may correct the application and send it again.',
      required: 'Give a reason the merchant can act on',
      reason: '  The website does not sell lighting ',
      request: { accountId: ACCOUNT_ID, version: 3, reason: 'The website does not sell lighting' },
      done: 'Application rejected',
      note: 'account-decision',
    });
    expect(screen.getByTestId('account-state').textContent).toBe('Not approved');
  });

  it('offers only the decisions the account lists', async () => {
    const current = { account: application({ actions: ['reject'] }) };
    await account.served(current, 'en-US');
    expect(screen.getByTestId('account-reject')).toBeTruthy();
    expect(screen.queryByTestId('account-approve')).toBeNull();
  });

  it('hides the decisions from finance, who reads applications but does not review them', async () => {
    const current = { account: application() };
    await account.show(PATH, { language: 'en-US', as: 'finance', api: handlers(current) });
    expect(screen.queryByTestId('page-actions')).toBeNull();
    expect(screen.getByTestId('account-decision').textContent).toContain('Waiting for review');
  });

  it('says so and reloads the application when another reviewer decided first', async () => {
    const current = { account: application() };
    const { user, inputsTo } = await account.served(current, 'zh-CN', [
      decidedFirst(
        collectionApi.approveAccount,
        { errorCode: 'COLLECTION_CHANGED', message: 'changed' },
        () => {
          current.account = {
            ...current.account,
            state: 0,
            version: 4,
            reason: '店铺链接无效',
            actions: [],
          };
        },
      ),
    ]);
    await confirmDecision(user, 'account-approve', '确定审核通过该申请？', '审核通过');
    await expectReloaded(
      '您查看期间该记录已有变化（其他操作员或商户已先行处理），现已重新加载，请核对后再处理。',
      ['account-state', '审核未通过'],
      () => inputsTo(collectionApi.opsGetAccount),
    );
    expect(screen.queryByTestId('account-approve')).toBeNull();
  });

  it('says when the account does not exist', () =>
    account.isMissing(PATH, ME, 'This collection account does not exist', '/collection/accounts'));

  it('is refused to an account manager', () => account.isRefusedTo(PATH, 'manager'));
});
