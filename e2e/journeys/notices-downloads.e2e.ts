// Notices and downloads, end to end: the admin publishes an announcement in the console; the demo
// merchant sees the bell count, opens the announcement and the count drops; the merchant exports
// fund details as CSV, watches the record become complete in the download centre, downloads the
// file (its rows are the fund details) and the download icon's count drops; an account statement
// PDF is generated from the wallet page. The console's jobs screen lists the work done. Screens are
// shot in Chinese and Russian.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import ruCommon from '../../apps/console/src/locales/ru-RU/common.json' with { type: 'json' };
import { expectFits, LAPTOP, screenshot, useBrowser } from '../support/browser.ts';
import { openFromMenu } from '../support/menu.ts';
import { signedInPage, switchLanguage } from '../support/sign-in.ts';

const browser = useBrowser();

const ADMIN_EMAIL = 'admin@tradebridge.dev';
const DEMO = 'demo@tradebridge.dev';
const TITLE = '春节假期服务安排';
const BODY =
  '2 月 16 日至 18 日**暂停人工审核**。\n\n- 入账照常\n- 换汇照常\n\n详见 [帮助中心](https://example.com/help)';

/** The viewport as the user sees it (dialogs and popovers stay where they are). */
const shootView = (page: Page, name: string) => screenshot(page, name, { view: true });

const count = (page: Page, testId: string) =>
  page.getByTestId(testId).getAttribute('data-count').then(Number);

describe('notices and downloads', () => {
  let consolePage: Page;
  let portal: Page;

  it('the admin publishes an announcement to every merchant', async () => {
    consolePage = await signedInPage(browser, {
      app: 'console',
      as: ADMIN_EMAIL,
      language: 'zh-CN',
    });

    await openFromMenu(consolePage, 'announcements', 'announcements-screen');
    await consolePage.getByTestId('announcement-new').click();
    await consolePage.getByTestId('announcement-drawer').waitFor();
    await consolePage.getByTestId('announcement-title').fill(TITLE);
    await consolePage.getByTestId('announcement-body').fill(BODY);
    // The preview renders the formatting as elements.
    const preview = consolePage.getByTestId('announcement-preview');
    await expect.poll(() => preview.locator('strong').textContent()).toBe('暂停人工审核');
    expect(await preview.locator('li').count()).toBe(2);
    await shootView(consolePage, 'console-announcement-drawer-zh');
    await consolePage.getByTestId('announcement-save').click();
    await consolePage.getByTestId('announcement-drawer').waitFor({ state: 'hidden' });
    await expect
      .poll(() => consolePage.getByTestId('announcements-table').textContent())
      .toContain(TITLE);
    await screenshot(consolePage, 'console-announcements-zh');
  });

  it('the merchant sees the bell count, reads the announcement, and the count drops', async () => {
    portal = await signedInPage(browser, { as: DEMO, language: 'zh-CN' });

    // A new user meets the announcement published after they joined.
    await expect.poll(() => count(portal, 'notice-bell')).toBe(1);
    await portal.getByTestId('notice-bell').click();
    const item = portal.getByRole('button', { name: TITLE });
    await item.waitFor();
    await shootView(portal, 'portal-notice-bell-zh');
    await item.click();
    // (The modal's root element has no box of its own: wait for its title.)
    const modal = portal.getByTestId('notice-modal');
    await portal.getByTestId('notice-modal-title').waitFor();
    expect(await portal.getByTestId('notice-modal-title').textContent()).toBe(TITLE);
    expect(await modal.locator('strong').textContent()).toBe('暂停人工审核');
    expect(await modal.locator('a').getAttribute('rel')).toBe('noopener noreferrer');
    await shootView(portal, 'portal-notice-modal-zh');
    await portal.getByTestId('notice-modal-close').click();
    await expect.poll(() => count(portal, 'notice-bell')).toBe(0);

    // The message centre keeps it, read, in Russian too.
    await switchLanguage(portal, 'ru-RU');
    await portal.getByTestId('avatar-menu').click();
    await portal.getByTestId('avatar-notice').click();
    await portal.getByTestId('message-centre-screen').waitFor();
    await portal.getByTestId('notice-tab-2').click();
    await expect.poll(() => portal.getByTestId('notice-table').textContent()).toContain(TITLE);
    await screenshot(portal, 'portal-message-centre-ru');
  });

  it('the merchant exports fund details, downloads the file, and the icon count drops', async () => {
    await openFromMenu(portal, '/wallet', 'wallet-screen');
    await portal.getByTestId('wallet-details').first().click();
    await portal.getByTestId('fund-detail-screen').waitFor();
    await expect.poll(() => portal.getByTestId('movement-amount').count()).toBeGreaterThan(0);
    const before = await count(portal, 'download-icon');
    await portal.getByTestId('export-button').click();
    await portal.getByTestId('export-csv').click();
    await portal.getByTestId('export-started').waitFor();
    await portal.getByTestId('export-open-downloads').click();
    await portal.getByTestId('download-centre-screen').waitFor();
    // The job runs in the server: generating, then complete.
    const row = portal.getByTestId('download-table').locator('tbody tr.ant-table-row').first();
    await expect
      .poll(() => row.getByTestId('download-action').isEnabled(), { timeout: 30_000 })
      .toBe(true);
    await screenshot(portal, 'portal-download-centre-ru');
    // Back in the portal (the centre has the bare /auth layout), the header counts the ready file.
    await portal.getByTestId('download-back').click();
    await portal.getByTestId('side-menu').waitFor();
    await expect.poll(() => count(portal, 'download-icon'), { timeout: 40_000 }).toBe(before + 1);

    await portal.getByTestId('download-icon').click();
    await portal.getByTestId('download-centre-screen').waitFor();
    const downloading = portal.waitForEvent('download');
    await row.getByTestId('download-action').click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^Движение средств_.*\.csv$/);
    const saved = await file.path();
    const lines = readFileSync(saved, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Остаток после');
    expect(lines.length).toBeGreaterThan(1);
    await portal.getByTestId('download-back').click();
    await portal.getByTestId('side-menu').waitFor();
    await expect.poll(() => count(portal, 'download-icon'), { timeout: 40_000 }).toBe(before);
  }, 120_000);

  it('the merchant asks for an account statement from the wallet page (Chinese)', async () => {
    await switchLanguage(portal, 'zh-CN');
    await openFromMenu(portal, '/wallet', 'wallet-screen');
    await portal.getByTestId('wallet-statement').first().click();
    await portal.getByTestId('statement-range').first().waitFor();
    await shootView(portal, 'portal-statement-modal-zh');
    await portal.getByTestId('statement-modal').locator('.ant-btn-primary').click();
    await portal.getByTestId('export-started').waitFor();
    await portal.getByTestId('download-icon').click();
    await portal.getByTestId('download-centre-screen').waitFor();
    const pdf = portal
      .getByTestId('download-table')
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: '.pdf' });
    await expect
      .poll(() => pdf.first().getByTestId('download-action').isEnabled(), { timeout: 30_000 })
      .toBe(true);
    await screenshot(portal, 'portal-download-centre-zh');
  }, 120_000);

  it('the console lists the jobs that did the work (Russian)', async () => {
    await openFromMenu(consolePage, 'jobs', 'jobs-screen');
    await expect
      .poll(() => consolePage.getByTestId('jobs-table').locator('tbody tr.ant-table-row').count())
      .toBeGreaterThan(1);
    await switchLanguage(consolePage, 'ru-RU');
    await screenshot(consolePage, 'console-jobs-ru');

    // At 1280 px, in Russian, the two tables with rows keep their actions column in view.
    await consolePage.setViewportSize(LAPTOP);
    for (const [menu, table] of [
      ['jobs', 'jobs-table'],
      ['announcements', 'announcements-table'],
    ] as const) {
      await consolePage.getByTestId(`menu-item-${menu}`).click();
      await consolePage.getByTestId(table).locator('tbody tr.ant-table-row').first().waitFor();
      await expectFits(consolePage, menu);
      const actions = consolePage
        .getByTestId(table)
        .getByRole('columnheader', { name: ruCommon.actions });
      const box = (await actions.boundingBox())!;
      expect(box.x + box.width, `${menu}: actions column`).toBeLessThanOrEqual(LAPTOP.width);
    }
    await screenshot(consolePage, 'console-announcements-1280-ru', { view: true });
  });
});
