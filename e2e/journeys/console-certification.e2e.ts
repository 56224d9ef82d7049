// The operators' certification review, end to end: two merchants certify through the merchant API
// (an enterprise whose legal person passed the liveness check with a recorded video, an individual
// without a video, so sent to manual review); the admin finds both in the queue, opens the
// enterprise's case — every field in words, the pictures and papers previewed, the selfie and the
// video playing from the case's files — takes it, and asks for two files again; then, in Russian,
// filters the queue, opens the individual's case and approves it. Screens are shot in Chinese and
// Russian (and checked for words from outside their locale files).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import ruCertification from '../../apps/console/src/locales/ru-RU/certification.json' with { type: 'json' };
import ruCommon from '../../apps/console/src/locales/ru-RU/common.json' with { type: 'json' };
import ruMenu from '../../apps/console/src/locales/ru-RU/menu.json' with { type: 'json' };
import zhCertification from '../../apps/console/src/locales/zh-CN/certification.json' with { type: 'json' };
import zhMenu from '../../apps/console/src/locales/zh-CN/menu.json' with { type: 'json' };
import { DESKTOP, expectFits, PHONE, screenshot, useBrowser } from '../support/browser.ts';
import {
  idCardPng,
  submitCertificationByApi,
  textPdf,
  type SubmittedCertification,
} from '../support/certification.ts';
import { merchantApi } from '../support/merchant-api.ts';
import { isPdfDrawn, pdfViewers } from '../support/pdf-viewer.ts';
import { chooseOption } from '../support/select.ts';
import { signIn, switchLanguage } from '../support/sign-in.ts';

const ADMIN_EMAIL = 'admin@tradebridge.dev';
const REUPLOAD_REASON = '法人证件反面照片模糊，股东名册缺少签章页';

/** A dialog over the page: the viewport as the operator sees it. */
const shootView = (page: Page, name: string) => screenshot(page, name, { view: true });

/**
 * Waits until every PDF on the page is drawn by the browser's own viewer (Chromium's, in frames of
 * its extension): each viewer's progress bar is hidden (read through its shadow roots).
 */
const pdfViewersLoaded = async (page: Page, count: number) => {
  await expect
    .poll(
      async () => {
        const loaded = await Promise.all(
          pdfViewers(page).map((viewer) => isPdfDrawn(viewer).catch(() => false)),
        );
        return loaded.filter(Boolean).length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
};

/** Two seconds of a moving picture, recorded by the browser itself (WebM), as a phone would. */
const recordVideo = async (page: Page) => {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    for (let frame = 0; frame < 30; frame += 1) {
      context.fillStyle = '#eceef0';
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#e8c4aa';
      context.beginPath();
      context.ellipse(160 + Math.sin(frame / 5) * 30, 120, 60, 80, 0, 0, Math.PI * 2);
      context.fill();
      await new Promise((resolve) => setTimeout(resolve, 66));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return { bytes: Buffer.from(base64, 'base64'), name: 'liveness.webm', mime: 'video/webm' };
};

const queueRows = (page: Page) => page.getByTestId('cases-table').locator('tbody tr.ant-table-row');

describe('certification review in the console', () => {
  const browser = useBrowser();
  let page: Page;
  let company: SubmittedCertification;
  let person: SubmittedCertification;

  beforeAll(async () => {
    page = await browser.page('zh-CN');
    await page.goto('/console/');
    const video = await recordVideo(page);
    company = await submitCertificationByApi(browser.baseUrl, { entityType: 'b', video });
    person = await submitCertificationByApi(browser.baseUrl, {
      entityType: 'c',
      withoutVideo: true,
    });
    expect([company.liveness, person.liveness]).toEqual(['Y', 'W']);
  });

  it('finds both cases under review in the queue (zh-CN)', async () => {
    await signIn(page, { app: 'console', as: ADMIN_EMAIL, language: 'zh-CN' });
    await page.getByTestId('menu-item-certification').click();
    await expect.poll(() => page.title()).toBe(`${zhMenu.certification} - Tradebridge Console`);
    await expect.poll(() => queueRows(page).count()).toBe(2);
    const enterprise = queueRows(page).filter({ hasText: company.merNo });
    expect(await enterprise.textContent()).toContain(company.subjectName);
    expect(await enterprise.textContent()).toContain(zhCertification.liveness.result.Y);
    expect(await enterprise.textContent()).toContain('中国');
    const individual = queueRows(page).filter({ hasText: person.merNo });
    expect(await individual.textContent()).toContain(zhCertification.liveness.result.W);
    await expectFits(page, 'certification-queue');
    await screenshot(page, 'certification-queue-zh-CN');
  });

  it('opens the enterprise: every field in words, the files previewed, the video playing', async () => {
    await queueRows(page).filter({ hasText: company.merNo }).getByRole('button').click();
    await page.getByTestId('case-screen').waitFor();
    expect(await page.getByTestId('case-title').textContent()).toBe(company.subjectName);
    expect(await page.getByTestId('field-company.companyType').textContent()).toBe(
      zhCertification.companyType.limited,
    );
    // Chromium names Hong Kong 香港; the country is a word, not the code.
    expect(await page.getByTestId('field-company.businessAddress').textContent()).toMatch(/香港$/);
    expect(await page.getByTestId('field-people.0.holding').textContent()).toBe('60%');
    expect(await page.getByTestId('field-people.1.nationality').textContent()).toBe('俄罗斯');
    // The pictures load from the case's files as blob URLs, the video plays from one.
    const front = page.getByTestId('case-file-people.0.idFrontFileId-image');
    await expect
      .poll(() => front.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    const video = page.getByTestId('case-file-video-video');
    expect(await video.getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    await page.getByTestId('case-file-documents.licenceFileId-pdf').waitFor();
    // The licence, the articles, the register of members and the agreement.
    await pdfViewersLoaded(page, 4);
    await screenshot(page, 'certification-case-zh-CN');
    // A viewer out of the window is not drawn in a whole-page shot: the papers as the operator sees them.
    await page.getByTestId('section-documents').evaluate((section) => section.scrollIntoView());
    await shootView(page, 'certification-documents-zh-CN');
    // On a phone every section stacks into the width: nothing sticks out sideways.
    await page.setViewportSize(PHONE);
    await expectFits(page, 'certification-case-phone');
    await screenshot(page, 'certification-case-phone-zh-CN');
    await page.setViewportSize(DESKTOP);

    await page.getByTestId('case-assign-me').click();
    await expect
      .poll(() => page.getByTestId('case-assignee').textContent())
      .not.toBe(zhCertification.nobody);
  });

  it('asks for the back of the ID and the register of members again', async () => {
    await page.getByTestId('case-request-reupload').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('reupload-item-people.0.idBackFileId').check();
    await dialog.getByTestId('reupload-item-documents.registerFileId').check();
    await dialog.getByTestId('reupload-reason').fill(REUPLOAD_REASON);
    await shootView(page, 'certification-reupload-zh-CN');
    await dialog.getByTestId('reupload-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('case-state').textContent())
      .toBe(zhCertification.state['0']);
    const decision = page.getByTestId('case-decision');
    expect(await decision.textContent()).toContain(REUPLOAD_REASON);
    expect(await decision.textContent()).toContain(zhCertification.fields.documents.registerFileId);
    expect(await page.getByTestId('case-approve').count()).toBe(0);
    await screenshot(page, 'certification-case-reupload-zh-CN');
  });

  it('the merchant replaces the two files: the case is back, what changed marked', async () => {
    const merchant = await merchantApi(browser.baseUrl, company.email, company.password);
    const { version } = await merchant.post<{ version: number }>('certification/case.json');
    await merchant.post('certification/materials.json', {
      version,
      files: [
        {
          key: 'people.0.idBackFileId',
          fileId: await merchant.upload('li-na-back-2.png', 'image/png', idCardPng('back')),
        },
        {
          key: 'documents.registerFileId',
          fileId: await merchant.upload(
            'register-of-members-signed.pdf',
            'application/pdf',
            textPdf('Register of members, signed'),
          ),
        },
      ],
    });
    await page.reload();
    await page.getByTestId('case-screen').waitFor();
    await expect
      .poll(() => page.getByTestId('case-state').textContent())
      .toBe(zhCertification.state['1']);
    await page.getByTestId('case-changed-note').waitFor();
    const changed = await page
      .locator('[data-changed]')
      .evaluateAll((marked) =>
        marked.map((element) =>
          element.querySelector('[data-testid$="-file"]')?.getAttribute('data-testid'),
        ),
      );
    expect(changed).toEqual([
      'case-file-people.0.idBackFileId-file',
      'case-file-documents.registerFileId-file',
    ]);
    const changes = await page
      .getByTestId('submission-2')
      .getByTestId('submission-change')
      .allTextContents();
    expect(changes).toEqual(
      expect.arrayContaining([
        `${zhCertification.sections.documents} — ${zhCertification.fields.documents.registerFileId}`,
      ]),
    );
    await screenshot(page, 'certification-case-resubmitted-zh-CN');
  });

  it('in Russian: filters the queue and approves the individual after a confirmation', async () => {
    await switchLanguage(page, 'ru-RU');
    await page.getByTestId('back-to-cases').click();
    await expect.poll(() => page.title()).toBe(`${ruMenu.certification} - Tradebridge Console`);
    // Both are under review again; every state shows the same two.
    await expect.poll(() => queueRows(page).count()).toBe(2);
    await chooseOption(
      page,
      page.getByTestId('cases-state-filter'),
      ruCertification.filters.allStates,
    );
    await expect.poll(() => queueRows(page).count()).toBe(2);
    await chooseOption(page, page.getByTestId('cases-type-filter'), ruCommon.entityType.c);
    await expect.poll(() => queueRows(page).count()).toBe(1);
    await screenshot(page, 'certification-queue-ru-RU');

    await queueRows(page).getByRole('button').click();
    await page.getByTestId('case-screen').waitFor();
    expect(await page.getByTestId('field-individual.nationality').textContent()).toBe('Китай');
    expect(await page.getByTestId('liveness-result').textContent()).toBe(
      ruCertification.liveness.result.W,
    );
    await page.getByTestId('case-file-individual.idBackFileId-image').waitFor();
    await screenshot(page, 'certification-case-ru-RU');

    await page.getByTestId('case-approve').click();
    await page.getByTestId('approve-confirm').click();
    await expect
      .poll(() => page.getByTestId('case-state').textContent())
      .toBe(ruCertification.state['2']);
    expect(await page.getByTestId('case-decision').textContent()).toContain(
      ruCertification.decision.approved,
    );
    await screenshot(page, 'certification-case-approved-ru-RU');
  });
});
