// A new merchant's certification, end to end (issue 15): it registers, is told why its wallet
// transfer cannot go yet (and the server refuses one with REAL_PERSON_AUTH_FIRST), certifies as an
// enterprise with a legal person and two shareholders (one of them at 30 %, the beneficial
// owner), checks and confirms, downloads the network access agreement and hands in the signed
// copy, and hands the liveness check to a phone — a second browser that takes a generated selfie
// and a short video through its file inputs — while the portal notices by itself that the phone is
// done. An operator (through the console API) asks for the business licence again, the merchant
// replaces it, the operator approves, credits the new merchant from the sandbox bank, and the
// merchant's wallet transfer now goes through. Each new screen is shot in Chinese and Russian.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectFits, PHONE, screenshot, useBrowser } from '../support/browser.ts';
import { messageIds, newCode } from '../support/dev-inbox.ts';
import { operatorApi } from '../support/operator-api.ts';
import { signedInPage, switchLanguage } from '../support/sign-in.ts';

const browser = useBrowser();

const ACCOUNT = `cert-${Date.now().toString(36)}@shop.example`;
const PASSWORD = 'Tradebridge1';
const PAY_PWD = '369258';
const ADMIN = 'admin@tradebridge.dev';
const PAYEE = 'M100000002';
const REUPLOAD_REASON = 'The licence scan is cut off at the bottom; please upload all of it.';

type Envelope<T> = { status: number; result: T; errorCode?: string; message?: string };

/** A merchant API call as an integration makes it, answering the envelope whatever it says. */
const merCall = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  (await (
    await fetch(`${browser.baseUrl}/finance-gateway/api/mer/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en-US', ...headers },
      body: JSON.stringify(body),
    })
  ).json()) as Envelope<T>;

/** The session of a page, as its requests carry it. */
const sessionOf = async (page: Page) =>
  page.evaluate(() => ({
    token: decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? ''),
    financeToken: localStorage.getItem('financeToken') ?? '',
  }));

/** Both languages of a screen: shot in Chinese and in Russian, back to Chinese afterwards. */
const shootBoth = async (page: Page, name: string, { view = false } = {}) => {
  await screenshot(page, `${name}-zh-CN`, { view });
  await switchLanguage(page, 'ru-RU');
  await screenshot(page, `${name}-ru-RU`, { view });
  await switchLanguage(page, 'zh-CN');
};

/**
 * The screen on a 390 px phone in Russian (its labels are the longest): nothing sticks out of the
 * window; shot, then back to the desktop in Chinese.
 */
const onPhone = async (page: Page, name: string) => {
  await page.setViewportSize(PHONE);
  await switchLanguage(page, 'ru-RU');
  await expectFits(page, `${name} on a phone`);
  await screenshot(page, `${name}-phone-ru-RU`);
  await switchLanguage(page, 'zh-CN');
  await page.setViewportSize(DESKTOP);
};

/** Pictures and papers rendered by the browser itself: PNGs of a given size and one-page PDFs. */
const renderer = async () => {
  const page = await browser.page('en-US');
  const png = async (width: number, height: number, title: string, colour = '#dbeafe') => {
    await page.setViewportSize({ width, height });
    await page.setContent(`
      <body style="margin:0;font-family:sans-serif;background:${colour};display:flex;
                   align-items:center;justify-content:center;height:${height}px">
        <div style="font-size:${Math.round(width / 16)}px;font-weight:bold;color:#1e3a8a;
                    text-align:center;padding:16px">${title}</div>
      </body>`);
    return page.screenshot({ type: 'png' });
  };
  const pdf = async (title: string, lines: string[]) => {
    await page.setContent(`
      <body style="font-family:sans-serif;padding:40px">
        <h1>${title}</h1>${lines.map((line) => `<p style="font-size:18px">${line}</p>`).join('')}
      </body>`);
    return page.pdf({ width: '210mm', height: '148mm' });
  };
  /** A short WebM from a canvas (MediaRecorder), as a phone's camera would record one. */
  const webm = async () =>
    Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        const context = canvas.getContext('2d')!;
        const stream = canvas.captureStream(15);
        const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        let frame = 0;
        const timer = setInterval(() => {
          frame += 1;
          context.fillStyle = `hsl(${(frame * 12) % 360} 70% 60%)`;
          context.fillRect(0, 0, 320, 240);
        }, 66);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start(200);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        recorder.stop();
        await stopped;
        clearInterval(timer);
        return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
      }),
    );
  return { png, pdf, webm, close: () => page.context().close() };
};

type Files = Awaited<ReturnType<typeof renderer>>;

/** A file for a file input. */
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** Uploads a file into a FileUploadField (its hidden file input) and waits for its preview. */
const upload = async (field: Locator, payload: ReturnType<typeof file>) => {
  await field.locator('input[type=file]').last().setInputFiles(payload);
  await field.getByTestId('upload-file-name').getByText(payload.name).waitFor();
};

/**
 * Types a date into an antd DatePicker (its input carries the test id) as the language writes
 * dates (Chinese: 2019/03/01), and confirms it.
 */
const pickDate = async (picker: Locator, date: string) => {
  await picker.click();
  await picker.fill(date);
  await picker.press('Enter');
  await expect.poll(() => picker.inputValue()).toBe(date);
};

/** Chooses an option of an antd Select by what is typed into its search (a country's code). */
const searchSelect = async (page: Page, select: Locator, typed: string, shown: string) => {
  await select.click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: shown,
    })
    .first()
    .click();
  await expect.poll(() => select.textContent()).toContain(shown);
};

const chooseText = async (page: Page, select: Locator, text: string) => {
  await select.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: text,
    })
    .first()
    .click();
  await expect.poll(() => select.textContent()).toContain(text);
};

describe('a new merchant certifies', () => {
  let page: Page;
  let files: Files;
  let merNo = '';
  let livenessUrl = '';

  beforeAll(async () => {
    files = await renderer();
  });

  it('registers, and is told why money cannot move yet (the server refuses it too)', async () => {
    const before = await messageIds(browser.baseUrl);
    expect(
      (await merCall('sendCode.json', { loginAccount: ACCOUNT, scene: 'register' })).status,
    ).toBe(1);
    const code = await newCode(browser.baseUrl, ACCOUNT, before);
    const registered = await merCall<{ merNo: string }>('register.json', {
      loginAccount: ACCOUNT,
      registerType: 'email',
      verifyCode: code,
      pwd: PASSWORD,
      inviteCode: 'TRADE2026',
      agreeTerms: true,
    });
    expect(registered.status, registered.message).toBe(1);
    merNo = registered.result.merNo;

    page = await signedInPage(browser, { as: ACCOUNT, password: PASSWORD, language: 'zh-CN' });
    const card = page.getByTestId('certification-card');
    await card.getByTestId('certification-card-next').waitFor();
    expect(await card.getByTestId('certification-card-next').getAttribute('data-next')).toBe(
      'choose',
    );
    expect(await page.getByTestId('menu-item-/auth/realname').textContent()).toBe('实名认证');
    await shootBoth(page, 'certification-home');

    await page.goto('/#/wallet/transfer');
    const notice = page.getByTestId('certification-required');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('请先完成真人认证。');
    expect(await page.getByTestId('transfer-form').count()).toBe(0);
    await shootBoth(page, 'certification-transfer-refused');

    // An integration that calls the API anyway is refused by the server.
    const session = await sessionOf(page);
    const refused = await merCall(
      'wallet/transfer.json',
      {
        payeeAccount: PAYEE,
        currency: 'USD',
        amount: '1.00',
        reenteredAmount: '1.00',
        credentials: { payPwd: PAY_PWD },
      },
      {
        Authorization: session.token,
        'Session-Finance-Token': session.financeToken,
        'Idempotency-Key': randomUUID(),
      },
    );
    expect(refused.errorCode).toBe('REAL_PERSON_AUTH_FIRST');

    await notice.getByTestId('certification-required-go').click();
    await page.getByTestId('certification-hub').waitFor();
  }, 120_000);

  it('fills in the enterprise, its people and documents, resumable step by step', async () => {
    const hub = page.getByTestId('certification-hub');
    await hub.getByTestId('choose-type').waitFor();
    await shootBoth(page, 'certification-hub-choose');
    await onPhone(page, 'certification-hub-choose');
    await hub.getByTestId('choose-b-button').click();

    // Company.
    const company = page.getByTestId('step-form-company');
    await company.waitFor();
    await company.getByTestId('company-name').fill('深圳市远航贸易有限公司');
    // Chinese in an English field is refused as it is typed.
    await company.getByTestId('company-name-en').fill('远航 Trading');
    await company.getByText('不能包含中文字符或中文标点').waitFor();
    await company.getByTestId('company-name-en').fill('Shenzhen Yuanhang Trading Co., Ltd.');
    await company.getByTestId('company-registration-no').fill('91440300MA5G2X1234');
    await chooseText(page, company.getByTestId('company-type'), '有限责任公司');
    await pickDate(company.getByTestId('company-registered-on'), '2019/03/01');
    await pickDate(company.getByTestId('company-valid-until'), '2039/02/28');
    await searchSelect(page, company.getByTestId('registered-address-country'), 'CN', '中国');
    await company.getByTestId('registered-address-city-en').fill('Shenzhen');
    await company.getByTestId('registered-address-line').fill('深圳市南山区科技园路 88 号');
    await company.getByTestId('registered-address-line-en').fill('88 Keji Park Road, Nanshan');
    await company.getByTestId('registered-address-postcode').fill('518000');
    await company.getByTestId('company-monthly-remittance').fill('50000');
    await company.getByTestId('company-monthly-transactions').fill('120');
    await company.getByTestId('company-industry').locator('input').fill('跨境电商');
    await company.getByTestId('company-website').fill('https://yuanhang.example.com');
    await company.getByTestId('contact-email').fill('finance@yuanhang.example.com');
    await company.getByTestId('contact-phone').fill('13800138000');
    await shootBoth(page, 'certification-company');
    await onPhone(page, 'certification-company');
    await company.getByTestId('step-next').click();

    // People: the legal person (also a director), a shareholder at 30 % who is the beneficial
    // owner, and one at 20 %; the rest is declared as held by no one at 25 % or more.
    const people = page.getByTestId('step-form-people');
    await people.waitFor();
    const idPng = await files.png(860, 540, '居民身份证 · RESIDENT IDENTITY CARD');
    const person = async (
      index: number,
      p: { name: string; nameEn: string; roles: string[]; holding?: string; idNumber: string },
    ) => {
      const card = people.getByTestId(`person-${index}`);
      for (const role of p.roles) {
        const box = card.getByTestId(`person-${index}-roles`).getByText(role, { exact: true });
        if (
          !(await box.locator('xpath=ancestor::label').getAttribute('class'))?.includes('checked')
        )
          await box.click();
      }
      await card.getByTestId(`person-${index}-name`).fill(p.name);
      await card.getByTestId(`person-${index}-name-en`).fill(p.nameEn);
      if (p.holding) await card.getByTestId(`person-${index}-holding`).fill(p.holding);
      await chooseText(page, card.getByTestId(`person-${index}-id-type`), '中国大陆居民身份证');
      await card.getByTestId(`person-${index}-id-number`).fill(p.idNumber);
      await pickDate(card.getByTestId(`person-${index}-id-valid-until`), '2035/01/01');
      await searchSelect(page, card.getByTestId(`person-${index}-nationality`), 'CN', '中国');
      await upload(
        card.getByTestId(`person-${index}-id-front`),
        file(`id-front-${index}.png`, 'image/png', idPng),
      );
      await upload(
        card.getByTestId(`person-${index}-id-back`),
        file(`id-back-${index}.png`, 'image/png', idPng),
      );
    };
    await person(0, {
      name: '李娜',
      nameEn: 'Li Na',
      roles: ['法定代表人', '董事'],
      idNumber: '110101199003077777',
    });
    await people.getByTestId('person-add').click();
    await person(1, {
      name: '王芳',
      nameEn: 'Wang Fang',
      roles: ['股东', '最终受益人'],
      holding: '30',
      idNumber: '110101198505056666',
    });
    await people.getByTestId('person-add').click();
    await person(2, {
      name: '张伟',
      nameEn: 'Zhang Wei',
      roles: ['股东'],
      holding: '20',
      idNumber: '110101198001011234',
    });
    const summary = people.getByTestId('holdings-summary');
    await expect.poll(() => summary.getByTestId('holdings-total').textContent()).toBe('50%');
    expect(await summary.getByTestId('owner-rule').getAttribute('data-state')).toBe('declare');
    await people.getByTestId('no-other-owner').check();
    await shootBoth(page, 'certification-people');
    await onPhone(page, 'certification-people');
    await people.getByTestId('step-next').click();

    // Documents: the licence and the articles as pictures, the register of members as a PDF.
    const documents = page.getByTestId('step-form-documents');
    await documents.waitFor();
    await upload(
      documents.getByTestId('document-licenceFileId'),
      file('licence.png', 'image/png', await files.png(900, 640, '营业执照 · BUSINESS LICENCE')),
    );
    await upload(
      documents.getByTestId('document-articlesFileId'),
      file(
        'articles.png',
        'image/png',
        await files.png(640, 900, '公司章程 · ARTICLES', '#fef9c3'),
      ),
    );
    await upload(
      documents.getByTestId('document-registerFileId'),
      file(
        'register.pdf',
        'application/pdf',
        await files.pdf('Register of members', [
          'Wang Fang — 30 %',
          'Zhang Wei — 20 %',
          'Others — 50 %',
        ]),
      ),
    );
    await shootBoth(page, 'certification-documents');
    await documents.getByTestId('step-next').click();
    await page.getByTestId('certification-check-info').waitFor();
  }, 240_000);

  it('checks everything, confirms, and hands in the signed network access agreement', async () => {
    const check = page.getByTestId('certification-check-info');
    await check.getByTestId('check-confirm').waitFor();
    expect(await check.getByTestId('check-company').textContent()).toContain(
      '深圳市远航贸易有限公司',
    );
    expect(await check.getByTestId('check-person-1').textContent()).toContain('30 %');
    await shootBoth(page, 'certification-check-info');
    await onPhone(page, 'certification-check-info');
    await check.getByTestId('check-confirm').click();

    const agreement = page.getByTestId('certification-agreement');
    await agreement.getByTestId('agreement-download').waitFor();
    const downloading = page.waitForEvent('download');
    await agreement.getByTestId('agreement-download').click();
    const download = await downloading;
    const pdf = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await upload(
      agreement.getByTestId('agreement-upload'),
      file(
        'agreement-signed.pdf',
        'application/pdf',
        await files.pdf('入网协议 · Signed', ['李娜 (signed)']),
      ),
    );
    await shootBoth(page, 'certification-agreement');
    await agreement.getByTestId('agreement-submit').click();
    await page.getByTestId('liveness-link').waitFor();
    livenessUrl = (await page.getByTestId('liveness-link').textContent())!.trim();
    expect(livenessUrl).toMatch(/\/#\/living\?token=/);
    await shootBoth(page, 'certification-look-qr-code');
    await onPhone(page, 'certification-look-qr-code');
  }, 120_000);

  it('hands the liveness check to a phone; the portal notices by itself when it is done', async () => {
    const phone = await browser.page('ru-RU', PHONE);
    await phone.goto(livenessUrl);
    const living = phone.getByTestId('living-screen');
    await living.getByTestId('living-merchant').waitFor();
    expect(await living.getByTestId('living-holder').textContent()).toBe('李娜');
    await expectFits(phone, 'living on a phone');
    await screenshot(phone, 'certification-living-phone-ru-RU');
    await living.getByTestId('living-start').click();

    // Headless Chromium has no camera: the phone's own camera app, through file inputs.
    const video = phone.getByTestId('video-screen');
    await video.getByTestId('video-files').waitFor();
    await video
      .getByTestId('selfie-input')
      .setInputFiles(
        file('selfie.png', 'image/png', await files.png(480, 640, '🙂 SELFIE', '#fde68a')),
      );
    await video.getByTestId('video-selfie').waitFor();
    const clip = await files.webm();
    expect(clip.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    await video.getByTestId('video-input').setInputFiles(file('clip.webm', 'video/webm', clip));
    await video.getByTestId('video-video').waitFor();
    await expectFits(phone, 'video on a phone');
    await screenshot(phone, 'certification-video-phone-ru-RU');
    await video.getByTestId('video-submit').click();
    const result = phone.getByTestId('living-result');
    await result.waitFor();
    expect(await result.getAttribute('data-result')).toBe('Y');
    await screenshot(phone, 'certification-living-result-phone-ru-RU');

    // The link is single-use.
    await phone.goto(livenessUrl);
    await phone.getByTestId('living-invalid').waitFor();
    await phone.context().close();

    // The portal moved on without being touched.
    const outcome = page.getByTestId('real-auth-result');
    await outcome.waitFor({ timeout: 15_000 });
    expect(await outcome.getAttribute('data-result')).toBe('Y');
    await shootBoth(page, 'certification-real-auth');
  }, 120_000);

  it('replaces the licence an operator asks for again; approved, the transfer goes through', async () => {
    const operator = await operatorApi(browser.baseUrl, ADMIN);
    type Summary = { id: string; merNo: string; merchantId: string };
    const cases = await operator.post<{ list: Summary[] }>('certification/cases.json', {
      state: 1,
    });
    const mine = cases.list.find((c) => c.merNo === merNo);
    expect(mine).toBeTruthy();
    const detail = await operator.post<{ version: number }>('certification/caseDetail.json', {
      caseId: mine!.id,
    });
    await operator.post('certification/requestReupload.json', {
      caseId: mine!.id,
      version: detail.version,
      reason: REUPLOAD_REASON,
      items: ['documents.licenceFileId'],
    });

    await page.goto('/#/auth/realname');
    const next = page.getByTestId('next');
    await expect.poll(() => next.getAttribute('data-next')).toBe('materials');
    expect(await page.getByTestId('reviewer-reason').textContent()).toBe(REUPLOAD_REASON);
    await next.getByTestId('next-action').click();
    const materials = page.getByTestId('certification-materials');
    const licence = materials.getByTestId('material-documents.licenceFileId');
    await licence.waitFor();
    expect(await materials.locator('[data-key]').count()).toBe(1);
    await upload(
      licence,
      file('licence-full.png', 'image/png', await files.png(900, 1200, '营业执照 · FULL PAGE')),
    );
    await shootBoth(page, 'certification-materials');
    await onPhone(page, 'certification-materials');
    await materials.getByTestId('materials-submit').click();
    await expect.poll(() => page.getByTestId('next').getAttribute('data-next')).toBe('review');
    await shootBoth(page, 'certification-hub-review');

    // Approved; money from the sandbox bank.
    const again = await operator.post<{ version: number }>('certification/caseDetail.json', {
      caseId: mine!.id,
    });
    await operator.post('certification/approve.json', { caseId: mine!.id, version: again.version });
    await operator.post(
      'sandbox/credit.json',
      {
        merchantId: mine!.merchantId,
        currency: 'USD',
        amount: '500.00',
        payerName: 'Acme Imports LLC',
        payerCountry: 'US',
        reference: 'INV-2026-0042',
      },
      { idempotencyKey: randomUUID() },
    );

    // Certified: the hub says so, and the menu entry becomes the certification's information by
    // itself; home has no certification card any more.
    await page.goto('/#/main');
    await page.getByTestId('menu-item-/auth/realname').click();
    await expect.poll(() => page.getByTestId('next').getAttribute('data-next')).toBe('done');
    await shootBoth(page, 'certification-hub-done');
    await page.getByTestId('hub-home').click();
    await page.getByTestId('home-screen').waitFor();
    await expect
      .poll(() => page.getByTestId('menu-item-/auth/realname').textContent())
      .toBe('认证信息');
    expect(await page.getByTestId('certification-card').count()).toBe(0);

    // The transfer: a payment password first (code from the development inbox), then the form.
    await switchLanguage(page, 'en-US');
    await page.goto('/#/secure/setPwd?redirect=%2Fwallet%2Ftransfer%3Fcurrency%3DUSD');
    await page.getByTestId('set-pay-password').waitFor();
    const before = await messageIds(browser.baseUrl);
    await page.getByTestId('security-send-code').click();
    await page.getByTestId('security-code').fill(await newCode(browser.baseUrl, ACCOUNT, before));
    await page.getByTestId('pin-new').fill(PAY_PWD);
    await page.getByTestId('pin-confirm').fill(PAY_PWD);
    await page.getByTestId('pay-pwd-submit').click();
    await page.getByTestId('security-continue').click();
    const form = page.getByTestId('transfer-form');
    await form.waitFor();
    await form.getByText('Available: 500 USD').waitFor();
    await page.getByTestId('transfer-payee-account').fill(PAYEE);
    await page.getByTestId('transfer-check-payee').click();
    await page.getByTestId('transfer-payee-mer-no').waitFor();
    await page.getByTestId('transfer-amount').fill('120.50');
    await page.getByTestId('transfer-next').click();
    await page.getByTestId('payment-confirm').waitFor();
    await page.getByTestId('payment-reentered-amount').fill('120.50');
    await page.getByTestId('payment-pay-pwd').fill(PAY_PWD);
    if ((await page.getByTestId('payment-account-code').count()) > 0) {
      const beforeCode = await messageIds(browser.baseUrl);
      await page.getByTestId('payment-send-code').click();
      await page
        .getByTestId('payment-account-code')
        .fill(await newCode(browser.baseUrl, ACCOUNT, beforeCode));
    }
    await page.getByTestId('payment-confirm-submit').click();
    const orderNo = page.getByTestId('transfer-order-no');
    await orderNo.waitFor({ timeout: 15_000 });
    expect((await orderNo.textContent())!.trim().length).toBeGreaterThan(4);
    await page.context().close();
    await files.close();
  }, 240_000);
});
