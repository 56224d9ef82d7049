// Certification end to end through the API: the draft and its rules, the agreement, the phone
// hand-off, the reviewers' decisions, the money-out gate, and another merchant's ids not found.
import { beforeAll, describe, expect, it } from 'vitest';
import { ZCaseDetail, ZCertificationCase } from '@tradebridge/contracts';
import { errorOf } from '../../../../test/answers.ts';
import {
  companyStep,
  mp4,
  multipart,
  pdf,
  personOf,
  png,
  registerMerchant,
  upload,
} from '../../../../test/certification.ts';
import { ops } from '../../../../test/operators.ts';
import { pdfPages } from '../../../../test/pdf-text.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { useAppWithAdmin } from '../../../../test/suite.ts';

const { t, admin } = useAppWithAdmin();
let merchant: Tokens;
let demo: Tokens;

beforeAll(async () => {
  merchant = await registerMerchant(t.app, 'kyc@pengda.example.com');
  demo = await login(t.app, 'demo@tradebridge.dev');
});

const en = { language: 'en-US' };
const call = (tokens: Tokens, path: string, body?: unknown) =>
  post(t.app, path, body ?? {}, { ...authHeaders(tokens), ...en });
const caseOf = async (tokens = merchant) => {
  const res = await call(tokens, 'certification/case.json');
  expect(res.json().status).toBe(1);
  return ZCertificationCase.parse(res.json().result);
};
const sql = async (text: string) =>
  (await t.database.db.execute(text as never)) as unknown as {
    rows: Record<string, unknown>[];
  };
const opsCall = async (path: string, body: object) => ops(t.app, path, body, admin);
const transfer = () =>
  t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/mer/wallet/transfer.json',
    headers: { ...authHeaders(merchant), 'idempotency-key': `k-${Math.random()}`, ...en },
    payload: {},
  });

/** Fills every step of an enterprise's forms with valid data; answers the case after. */
const fillEnterprise = async (tokens: Tokens) => {
  let current = await caseOf(tokens);
  const ids = {
    front: await upload(t.app, tokens, png(600, 400)),
    back: await upload(t.app, tokens, png(600, 400)),
    licence: await upload(t.app, tokens, pdf('licence'), 'licence.pdf'),
    articles: await upload(t.app, tokens, pdf('articles'), 'articles.pdf'),
    register: await upload(t.app, tokens, pdf('register'), 'register.pdf'),
  };
  const save = async (path: string, body: object) => {
    const res = await call(tokens, path, { version: current.version, ...body });
    expect(res.json()).toMatchObject({ status: 1 });
    current = ZCertificationCase.parse(res.json().result);
  };
  await save('certification/entity.json', { entityType: 'b' });
  await save('certification/step.json', { step: 'company', data: companyStep });
  await save('certification/step.json', {
    step: 'people',
    data: {
      people: [
        personOf(ids.front, ids.back),
        personOf(ids.front, ids.back, {
          roles: ['shareholder', 'beneficialOwner'],
          name: '王芳',
          nameEn: 'Wang Fang',
          holding: '30',
        }),
        personOf(ids.front, ids.back, {
          roles: ['shareholder'],
          name: '陈静',
          nameEn: 'Chen Jing',
          holding: '20',
        }),
      ],
      noOtherOwnerAbove25: true,
    },
  });
  await save('certification/step.json', {
    step: 'documents',
    data: {
      licenceFileId: ids.licence,
      articlesFileId: ids.articles,
      registerFileId: ids.register,
    },
  });
  return { current, ids };
};

/** Confirms, hands in the agreement and passes liveness (W without a video, Y with one). */
const submit = async (tokens: Tokens, withVideo = true) => {
  let current = await caseOf(tokens);
  const confirm = await call(tokens, 'certification/confirm.json', { version: current.version });
  current = ZCertificationCase.parse(confirm.json().result);
  const signed = await upload(t.app, tokens, pdf('agreement'), 'agreement.pdf');
  const handed = await call(tokens, 'certification/agreementUpload.json', {
    version: current.version,
    fileId: signed,
  });
  expect(handed.json()).toMatchObject({ status: 1, result: { next: 'liveness' } });
  const link = (await call(tokens, 'certification/livenessLink.json')).json().result;
  return livenessSubmit(link.token, png(480, 640), withVideo ? mp4() : undefined);
};

const livenessSubmit = (token: string, selfie: Buffer, video?: Buffer) => {
  const { body, contentType } = multipart([
    { name: 'token', value: token },
    { name: 'selfie', fileName: 'selfie.png', data: selfie },
    ...(video ? [{ name: 'video', fileName: 'video.mp4', data: video }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/mer/certification/living/submit.json',
    headers: { 'content-type': contentType, ...en },
    payload: body,
  });
};

describe('a new merchant before certification', () => {
  it('has an empty case at forms and cannot move money', async () => {
    const current = await caseOf();
    expect(current).toMatchObject({
      version: 0,
      next: 'forms',
      merchantState: 0,
      entityType: null,
    });
    const refused = await transfer();
    expect([refused.statusCode, errorOf(refused)]).toEqual([403, 'REAL_PERSON_AUTH_FIRST']);
  });
});

describe('the draft', () => {
  it('asks for the entity type before a step, and keeps versions', async () => {
    const early = await call(merchant, 'certification/step.json', {
      version: 0,
      step: 'company',
      data: companyStep,
    });
    expect(errorOf(early)).toBe('CERTIFICATION_STATE');
    const chosen = await call(merchant, 'certification/entity.json', {
      version: 0,
      entityType: 'b',
    });
    expect(chosen.json().result).toMatchObject({
      version: 1,
      entityType: 'b',
      merchantState: 1,
      missingSteps: ['company', 'people', 'documents'],
    });
    const stale = await call(merchant, 'certification/entity.json', {
      version: 0,
      entityType: 'c',
    });
    expect([stale.statusCode, errorOf(stale)]).toEqual([409, 'CERTIFICATION_CHANGED']);
  });

  it('refuses Chinese in English address fields and a bad postcode, naming them; nothing saved', async () => {
    const res = await call(merchant, 'certification/step.json', {
      version: 1,
      step: 'company',
      data: {
        ...companyStep,
        registeredAddress: { ...companyStep.registeredAddress, lineEn: '南山区', postcode: '5' },
      },
    });
    expect(errorOf(res)).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json())).toContain('registeredAddress.lineEn');
    expect(JSON.stringify(res.json())).toContain('registeredAddress.postcode');
    expect((await caseOf()).version).toBe(1);
  });

  it('holds the 25 % rule, holdings 0–100 and the totals', async () => {
    const front = await upload(t.app, merchant, png(600, 400));
    const person = (o: Record<string, unknown>) => personOf(front, front, o);
    const attempt = (people: unknown[], noOtherOwnerAbove25 = false) =>
      call(merchant, 'certification/step.json', {
        version: 1,
        step: 'people',
        data: { people, noOtherOwnerAbove25 },
      });
    const fields = async (res: Awaited<ReturnType<typeof attempt>>) =>
      (res.json().fields as { field: string; message: string }[]).map((f) => [f.field, f.message]);
    expect(
      await fields(
        await attempt([person({}), person({ roles: ['shareholder'], holding: '30' })], true),
      ),
    ).toEqual([
      ['data.people.1.roles', 'a holder of 25 % or more must be marked as a beneficial owner'],
    ]);
    expect(
      await fields(await attempt([person({}), person({ roles: ['shareholder'], holding: '10' })])),
    ).toEqual([
      [
        'data.noOtherOwnerAbove25',
        'add every holder of 25 % or more, or confirm that no other person holds 25 % or more',
      ],
    ]);
    expect(
      (
        await fields(
          await attempt([person({ roles: ['legal', 'shareholder'], holding: '100.5' })], true),
        )
      )[0],
    ).toEqual([
      'data.people.0.holding',
      'must be a share from 0 to 100 % with at most 2 decimal places',
    ]);
    expect(
      await fields(
        await attempt(
          [
            person({ roles: ['legal', 'director', 'beneficialOwner'], holding: '60' }),
            person({ roles: ['director', 'beneficialOwner'], holding: '50' }),
          ],
          true,
        ),
      ),
    ).toEqual([['data.people', "the directors' holdings add up to more than 100 %"]]);
    expect((await caseOf()).version).toBe(1);
  });

  it('refuses another merchant’s file as not found', async () => {
    const theirs = await upload(t.app, demo, png(600, 400));
    const res = await call(merchant, 'certification/step.json', {
      version: 1,
      step: 'people',
      data: { people: [personOf(theirs, theirs)], noOtherOwnerAbove25: true },
    });
    expect([res.statusCode, errorOf(res)]).toEqual([404, 'NOT_FOUND']);
  });

  it('resumes from the server (another device) and confirms only when complete', async () => {
    const early = await call(merchant, 'certification/confirm.json', { version: 1 });
    expect(errorOf(early)).toBe('CERTIFICATION_INCOMPLETE');
    const { current } = await fillEnterprise(merchant);
    // Another device: a new login (which ends the session before) reads the same draft.
    merchant = await login(t.app, 'kyc@pengda.example.com', 'Newmerchant1');
    const resumed = await caseOf();
    expect(resumed.draft).toEqual(current.draft);
    expect(resumed).toMatchObject({ missingSteps: [], next: 'forms', merchantState: 1 });
    const confirmed = await call(merchant, 'certification/confirm.json', {
      version: current.version,
    });
    expect(confirmed.json().result).toMatchObject({ next: 'agreement', merchantState: 10 });
  });
});

describe('agreement and liveness hand-off', () => {
  it('makes the agreement for the merchant in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/mer/certification/agreement.json',
      headers: { ...authHeaders(merchant), language: 'ru-RU' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfPages(res.rawPayload)
      .flat()
      .map((run) => run.text)
      .join(' ');
    expect(text).toContain('Договор о подключении');
    expect(text).toContain('Shenzhen Pengda Electronics');
  });

  it('asks for the agreement before liveness; a link is single-use, replaced by a new one, and expires', async () => {
    const noLink = await call(merchant, 'certification/livenessLink.json');
    expect(errorOf(noLink)).toBe('CERTIFICATION_STATE');
    const signed = await upload(t.app, merchant, pdf('agreement'), 'agreement.pdf');
    const handed = await call(merchant, 'certification/agreementUpload.json', {
      version: (await caseOf()).version,
      fileId: signed,
    });
    expect(handed.json().result).toMatchObject({ next: 'liveness', merchantState: 15 });

    const first = (await call(merchant, 'certification/livenessLink.json')).json().result;
    expect(first.path).toBe(`#/living?token=${encodeURIComponent(first.token)}`);
    const opened = await post(t.app, 'certification/living/open.json', { token: first.token });
    expect(opened.json().result).toMatchObject({
      holderName: '李娜',
      merchantName: companyStep.name,
    });
    // Without a company name in the draft the page gets no name rather than the account's own name,
    // which is its login e-mail until certification: the phone shows "your company".
    const ownCase = `merchant_id = (SELECT merchant_id FROM users WHERE email = 'kyc@pengda.example.com')`;
    await sql(
      `UPDATE certification_cases SET draft = (draft || jsonb_build_object('kept', draft->'company')) - 'company' WHERE ${ownCase}`,
    );
    const unnamed = await post(t.app, 'certification/living/open.json', { token: first.token });
    expect(unnamed.json().result.merchantName).toBe('');
    expect(unnamed.body).not.toContain('kyc@pengda');
    await sql(
      `UPDATE certification_cases SET draft = (draft || jsonb_build_object('company', draft->'kept')) - 'kept' WHERE ${ownCase}`,
    );
    const second = (await call(merchant, 'certification/livenessLink.json')).json().result;
    const cut = await post(t.app, 'certification/living/open.json', { token: 'abc' });
    expect([cut.statusCode, errorOf(cut)]).toEqual([410, 'LIVENESS_LINK_INVALID']);
    const voided = await post(t.app, 'certification/living/open.json', { token: first.token });
    expect([voided.statusCode, errorOf(voided)]).toEqual([410, 'LIVENESS_LINK_INVALID']);

    // A selfie too small to show a face fails; the link is used up.
    const failed = await livenessSubmit(second.token, png(100, 100), mp4());
    expect(failed.json().result).toEqual({ result: 'N', attemptsLeft: 2 });
    const again = await livenessSubmit(second.token, png(480, 640), mp4());
    expect(errorOf(again)).toBe('LIVENESS_LINK_INVALID');
    expect((await caseOf()).liveness).toMatchObject({ result: 'N', failedAttempts: 1 });

    const third = (await call(merchant, 'certification/livenessLink.json')).json().result;
    await sql(`UPDATE liveness_links SET expires_at = now() - interval '1 second'`);
    const expired = await livenessSubmit(third.token, png(480, 640), mp4());
    expect(errorOf(expired)).toBe('LIVENESS_LINK_INVALID');
    // The stored hash, never the token.
    const stored = await sql(`SELECT token_hash FROM liveness_links`);
    expect(stored.rows.some((r) => r.token_hash === third.token)).toBe(false);
  });

  it('submits the case when the phone passes, and the portal sees it', async () => {
    const link = (await call(merchant, 'certification/livenessLink.json')).json().result;
    const passed = await livenessSubmit(link.token, png(480, 640), mp4());
    expect(passed.json().result).toEqual({ result: 'Y', attemptsLeft: 2 });
    const current = await caseOf();
    expect(current).toMatchObject({ next: 'review', merchantState: 7, state: 1 });
    const locked = await call(merchant, 'certification/step.json', {
      version: current.version,
      step: 'company',
      data: companyStep,
    });
    expect(errorOf(locked)).toBe('CERTIFICATION_LOCKED');
    expect(errorOf(await transfer())).toBe('REAL_PERSON_AUTH_FIRST');
  });
});

describe('the review', () => {
  let caseId: string;
  const detail = async () => {
    const res = await opsCall('certification/caseDetail.json', { caseId });
    expect(res.json().status).toBe(1);
    return ZCaseDetail.parse(res.json().result);
  };

  it('queues the case with its filters', async () => {
    const page = (
      await opsCall('certification/cases.json', { state: 1, entityType: 'b', country: 'CN' })
    ).json().result;
    const found = page.list.find(
      (c: { subjectName: string }) => c.subjectName === companyStep.name,
    );
    expect(found).toMatchObject({ livenessResult: 'Y', merchantState: 7, assignee: null });
    caseId = found.id;
    const none = (await opsCall('certification/cases.json', { country: 'US' })).json().result;
    expect(none.list.some((c: { id: string }) => c.id === caseId)).toBe(false);
    await opsCall('certification/assign.json', { caseId, operatorId: admin.id });
    const mine = (await opsCall('certification/cases.json', { assignee: 'me' })).json().result;
    expect(mine.list.map((c: { id: string }) => c.id)).toEqual([caseId]);
  });

  it('asks for one material again; the merchant replaces exactly it', async () => {
    const before = await detail();
    expect(before.actions).toEqual(['approve', 'reject', 'requestReupload']);
    expect(before.files.map((f) => f.key)).toContain('documents.licenceFileId');
    const res = await opsCall('certification/requestReupload.json', {
      caseId,
      version: before.version,
      reason: 'The licence scan is cut off at the bottom.',
      // A person's picture is asked for by its material key too ("people.<n>.…").
      items: ['documents.licenceFileId', 'people.1.idBackFileId'],
    });
    expect(res.json().status).toBe(1);
    const current = await caseOf();
    expect(current).toMatchObject({
      next: 'materials',
      merchantState: 14,
      reuploadItems: ['documents.licenceFileId', 'people.1.idBackFileId'],
      reason: 'The licence scan is cut off at the bottom.',
    });
    const notice = await sql(
      `SELECT params FROM notifications WHERE kind = 'accountOpening' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(notice.rows[0]!.params).toMatchObject({ outcome: 'requestReupload' });

    const licence = await upload(t.app, merchant, pdf('licence v2'), 'licence.pdf');
    const wrong = await call(merchant, 'certification/materials.json', {
      version: current.version,
      files: [{ key: 'documents.articlesFileId', fileId: licence }],
    });
    expect(errorOf(wrong)).toBe('REUPLOAD_ITEMS_MISMATCH');
    const back = await upload(t.app, merchant, png(600, 400), 'id-back-2.png');
    const replaced = await call(merchant, 'certification/materials.json', {
      version: current.version,
      files: [
        { key: 'documents.licenceFileId', fileId: licence },
        { key: 'people.1.idBackFileId', fileId: back },
      ],
    });
    expect(replaced.json().result).toMatchObject({ next: 'review', merchantState: 7 });
    expect(replaced.json().result.draft.people.people[1].idBackFileId).toBe(back);
    const after = await detail();
    // What changed is named as the material keys are, so the console marks those very files.
    expect(after.submissions.map((s) => s.changed)).toEqual([
      [],
      ['documents.licenceFileId', 'people.1.idBackFileId'],
    ]);
    expect(after.files.find((f) => f.key === 'people.1.idBackFileId')?.fileId).toBe(back);
  });

  it('serves only the case’s own files', async () => {
    const current = await detail();
    const file = current.files[0]!;
    const own = await opsCall('certification/caseFile.json', { caseId, fileId: file.fileId });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(`filename="${file.name}"`);
    const theirs = await upload(t.app, demo, png(300, 300));
    const other = await opsCall('certification/caseFile.json', { caseId, fileId: theirs });
    expect(other.statusCode).toBe(404);
  });

  it('approves on the version looked at; the account is opened and money may move', async () => {
    const current = await detail();
    const stale = await opsCall('certification/approve.json', {
      caseId,
      version: current.version - 1,
    });
    expect(errorOf(stale)).toBe('CERTIFICATION_CHANGED');
    const approved = await opsCall('certification/approve.json', {
      caseId,
      version: current.version,
    });
    const result = ZCaseDetail.parse(approved.json().result);
    expect(result).toMatchObject({ state: 2, merchantState: 2, actions: [] });
    expect(result.history.map((e) => e.action)).toEqual([
      'confirmed',
      'agreementUploaded',
      'livenessFailed',
      'submitted',
      'assigned',
      'reuploadRequested',
      'resubmitted',
      'approved',
      'channelAccepted',
      'activated',
    ]);
    expect(await caseOf()).toMatchObject({ next: 'done', merchantState: 2 });
    const merchantRow = await sql(
      `SELECT m.name, m.entity_type, m.country FROM merchants m JOIN users u ON u.merchant_id = m.id WHERE u.email = 'kyc@pengda.example.com'`,
    );
    expect(merchantRow.rows[0]).toEqual({
      name: companyStep.name,
      entity_type: 'b',
      country: 'CN',
    });
    // The gate opens: what stops the transfer now is the request, no longer certification.
    expect(errorOf(await transfer())).not.toBe('REAL_PERSON_AUTH_FIRST');
    const twice = await opsCall('certification/approve.json', { caseId, version: result.version });
    expect(errorOf(twice)).toBe('CERTIFICATION_STATE');
    const audit = await sql(
      `SELECT action FROM audit_log WHERE target = 'certification:${caseId}' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toContain('certification.approve');
  });

  it('a rejected merchant reads the reason and may apply again', async () => {
    const other = await registerMerchant(t.app, 'kyc2@pengda.example.com');
    await fillEnterprise(other);
    const submitted = await submit(other, false);
    expect(submitted.json().result).toEqual({ result: 'W', attemptsLeft: 3 });
    const page = (await opsCall('certification/cases.json', { state: 1 })).json().result;
    const id = page.list.find((c: { livenessResult: string }) => c.livenessResult === 'W').id;
    const version = (await opsCall('certification/caseDetail.json', { caseId: id })).json().result
      .version;
    const noReason = await opsCall('certification/reject.json', {
      caseId: id,
      version,
      reason: '',
    });
    expect(errorOf(noReason)).toBe('VALIDATION_FAILED');
    await opsCall('certification/reject.json', {
      caseId: id,
      version,
      reason: 'The company is not registered at this address.',
    });
    const rejected = await caseOf(other);
    expect(rejected).toMatchObject({ next: 'failed', merchantState: 3, state: 3 });
    const reopened = await call(other, 'certification/step.json', {
      version: rejected.version,
      step: 'company',
      data: companyStep,
    });
    expect(reopened.json().result).toMatchObject({ next: 'forms', merchantState: 1, state: 0 });
  });
});

describe('another merchant', () => {
  it('sees only its own case, and an operator’s case id of theirs is not a merchant call', async () => {
    const theirs = await caseOf(demo);
    expect(theirs).toMatchObject({ next: 'done', merchantState: 2, version: 0, draft: {} });
    const unknown = await opsCall('certification/caseDetail.json', {
      caseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
