// A merchant's certification submitted through the merchant API alone, the way the portal would
// (register with the e-mailed code, log in, choose the entity type, save every step with uploaded
// pictures and papers, confirm, hand in the signed agreement, open the liveness link and submit a
// selfie and a video from "the phone"), for journeys that start on the operators' side with a case
// under review. Self-contained: its files are made here (PNG pictures drawn in memory, small
// PDFs), so it needs nothing but the server.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { drawPng, type Rgb } from '../../apps/server/src/test/png.ts';
import { messageIds, newCode } from './dev-inbox.ts';
import { merchantApi } from './merchant-api.ts';

type Envelope<T> = { status: number; result: T; errorCode?: string; message?: string };

/** What the steps answer of the merchant's case (certification/case.json and the others). */
type Case = { version: number; state: number; merchantState: number; next: string };

// --- Files made in memory ---------------------------------------------------------------------

/** An identity card's side: a tinted card with a photo box (front) or a stripe (back) and lines. */
export const idCardPng = (side: 'front' | 'back', tint: Rgb = [214, 228, 245]) =>
  drawPng(480, 300, (x, y) => {
    const border = x < 6 || y < 6 || x >= 474 || y >= 294;
    if (border) return [90, 110, 140];
    if (side === 'front' && x >= 30 && x < 150 && y >= 50 && y < 200) return [160, 170, 185];
    if (side === 'back' && y >= 40 && y < 80) return [40, 40, 40];
    const line = (y - 60) % 34 < 10 && y > 60 && y < 260 && x > (side === 'front' ? 180 : 40);
    if (line && x < 440) return [120, 130, 150];
    return tint;
  });

/** A selfie: a face on a wall, 360 × 480 (the sandbox scorer passes 240 px and more). */
export const selfiePng = () =>
  drawPng(360, 480, (x, y) => {
    const face = (x - 180) ** 2 / 90 ** 2 + (y - 200) ** 2 / 115 ** 2 <= 1;
    const eye = (x - 148) ** 2 + (y - 180) ** 2 <= 100 || (x - 212) ** 2 + (y - 180) ** 2 <= 100;
    const shoulders = y > 350 && (x - 180) ** 2 / 170 ** 2 + (y - 480) ** 2 / 130 ** 2 <= 1;
    if (eye) return [50, 40, 35];
    if (face) return [232, 196, 170];
    if (shoulders) return [60, 90, 140];
    return [236, 238, 240];
  });

/** A one-page PDF saying `text` (ASCII), as small as a valid one gets. */
export const textPdf = (text: string) => {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/**
 * The start of an MP4 (an ftyp box) and filler: a "video" whose type the server recognises, for a
 * journey that does not need it to play (pass a real recording as `video` otherwise).
 */
export const stubMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'ascii'),
    Buffer.alloc(2048, 1),
  ]);

// --- The flow ---------------------------------------------------------------------------------

export type SubmitCertificationOptions = {
  /** The new merchant's login (an e-mail); a fresh one by default. */
  email?: string;
  password?: string;
  /** Enterprise (b: company, people, documents) or individual (c). */
  entityType?: 'b' | 'c';
  /** The liveness video: a real recording (WebM or MP4) to play in the console; a stub by default. */
  video?: { bytes: Buffer; name: string; mime: string };
  /** No video at all: the sandbox scorer then sends the case to manual review (W). */
  withoutVideo?: boolean;
};

export type SubmittedCertification = {
  email: string;
  password: string;
  merNo: string;
  /** The certified name the queue shows (the company's or the person's). */
  subjectName: string;
  /** The liveness result: Y with a video, W without. */
  liveness: 'Y' | 'N' | 'W';
};

const COMPANY = {
  name: '深圳市鹏达电子科技有限公司',
  nameEn: 'Shenzhen Pengda Electronics Co., Ltd.',
  registrationNo: '91440300MA5F0ABC12',
  companyType: 'limited',
  registeredAddress: {
    country: 'CN',
    line: '深圳市南山区科技园路 1 号',
    lineEn: 'No. 1 Keji Road, Nanshan District',
    cityEn: 'Shenzhen',
    postcode: '518000',
  },
  businessAddress: {
    country: 'HK',
    line: '香港九龙湾宏开道 8 号',
    lineEn: '8 Wang Hoi Road, Kowloon Bay',
    cityEn: 'Hong Kong',
    postcode: '999077',
  },
  registeredOn: '2019-03-01',
  validUntil: null,
  monthlyRemittanceUsd: '250000.00',
  monthlyTransactions: 120,
  website: 'https://pengda.example.com',
  industry: '电子产品',
  email: 'finance@pengda.example.com',
  areaCode: '+86',
  phone: '13800138000',
};

const INDIVIDUAL = {
  name: '王小明',
  nameEn: 'Wang Xiaoming',
  birthDate: '1988-08-08',
  idType: 1,
  idNumber: '110101198808081234',
  idValidUntil: '2036-08-08',
  nationality: 'CN',
  address: COMPANY.registeredAddress,
  email: 'wang.xiaoming@example.com',
  areaCode: '+86',
  phone: '13900139000',
};

/** Registers a merchant with the code the development inbox received. */
const register = async (baseUrl: string, email: string, password: string) => {
  const mer = `${baseUrl}/finance-gateway/api/mer`;
  const call = async <T>(path: string, body: unknown) => {
    const response = (await (
      await fetch(`${mer}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as Envelope<T>;
    expect(response, `${path}: ${response.errorCode} ${response.message}`).toMatchObject({
      status: 1,
    });
    return response.result;
  };
  const before = await messageIds(baseUrl);
  await call('sendCode.json', { loginAccount: email, scene: 'register' });
  const verifyCode = await newCode(baseUrl, email, before);
  return call<{ merNo: string }>('register.json', {
    loginAccount: email,
    registerType: 'email',
    verifyCode,
    pwd: password,
    agreeTerms: true,
  });
};

/** The phone's side of the liveness hand-off: public, with the link's token. */
const submitLiveness = async (
  baseUrl: string,
  token: string,
  video: SubmitCertificationOptions['video'] | undefined,
) => {
  const form = new FormData();
  // The token first: it names the merchant the captures are stored for.
  form.append('token', token);
  form.append(
    'selfie',
    new Blob([new Uint8Array(selfiePng())], { type: 'image/png' }),
    'selfie.png',
  );
  if (video)
    form.append('video', new Blob([new Uint8Array(video.bytes)], { type: video.mime }), video.name);
  const response = (await (
    await fetch(`${baseUrl}/finance-gateway/api/mer/certification/living/submit.json`, {
      method: 'POST',
      body: form,
    })
  ).json()) as Envelope<{ result: 'Y' | 'N' | 'W'; attemptsLeft: number }>;
  expect(response, `living/submit.json: ${response.errorCode} ${response.message}`).toMatchObject({
    status: 1,
  });
  return response.result.result;
};

/**
 * Registers a merchant and takes it through the whole certification to the reviewers' queue
 * (case under review, account state "certification submitted").
 */
export const submitCertificationByApi = async (
  baseUrl: string,
  {
    email = `cert-${randomUUID().slice(0, 8)}@tradebridge.dev`,
    password = 'Certify2026',
    entityType = 'b',
    video = { bytes: stubMp4(), name: 'liveness.mp4', mime: 'video/mp4' },
    withoutVideo = false,
  }: SubmitCertificationOptions = {},
): Promise<SubmittedCertification> => {
  const { merNo } = await register(baseUrl, email, password);
  const { post, upload } = await merchantApi(baseUrl, email, password);
  const picture = (name: string, side: 'front' | 'back') =>
    upload(name, 'image/png', idCardPng(side));
  const paper = (name: string, text: string) => upload(name, 'application/pdf', textPdf(text));

  let current = await post<Case>('certification/entity.json', { version: 0, entityType });
  const save = async (step: string, data: unknown) => {
    current = await post<Case>('certification/step.json', {
      version: current.version,
      step,
      data,
    });
  };

  if (entityType === 'b') {
    await save('company', COMPANY);
    await save('people', {
      noOtherOwnerAbove25: true,
      people: [
        {
          roles: ['legal', 'shareholder', 'beneficialOwner'],
          name: '李娜',
          nameEn: 'Li Na',
          holding: '60',
          idType: 1,
          idNumber: '110101199003077777',
          idValidUntil: '2035-01-01',
          nationality: 'CN',
          idFrontFileId: await picture('li-na-front.png', 'front'),
          idBackFileId: await picture('li-na-back.png', 'back'),
        },
        {
          roles: ['director'],
          name: 'Ivan Petrov',
          nameEn: 'Ivan Petrov',
          idType: 2,
          idNumber: 'E12345678',
          idValidUntil: null,
          nationality: 'RU',
          idFrontFileId: await picture('ivan-passport.png', 'front'),
        },
      ],
    });
    await save('documents', {
      licenceFileId: await paper('business-licence.pdf', 'Business licence 91440300MA5F0ABC12'),
      articlesFileId: await paper('articles.pdf', 'Articles of association'),
      registerFileId: await paper('register-of-members.pdf', 'Register of members'),
    });
  } else {
    await save('individual', {
      ...INDIVIDUAL,
      idFrontFileId: await picture('id-front.png', 'front'),
      idBackFileId: await picture('id-back.png', 'back'),
    });
  }

  current = await post<Case>('certification/confirm.json', { version: current.version });
  current = await post<Case>('certification/agreementUpload.json', {
    version: current.version,
    fileId: await paper('agreement-signed.pdf', 'Network access agreement, signed'),
  });
  const link = await post<{ token: string }>('certification/livenessLink.json');
  const liveness = await submitLiveness(baseUrl, link.token, withoutVideo ? undefined : video);
  return {
    email,
    password,
    merNo,
    subjectName: entityType === 'b' ? COMPANY.name : INDIVIDUAL.name,
    liveness,
  };
};
