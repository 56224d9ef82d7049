// Test helpers for certification: files made in memory (PNG of a given size, PDF, MP4), multipart
// bodies, a newly registered merchant, and the forms' valid steps.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { drawPng } from './png.ts';
import { authHeaders, latestCode, login, post, type Tokens } from './session.ts';

/** A grey PNG of width × height. */
export const png = (width: number, height: number) =>
  drawPng(width, height, () => [0x80, 0x80, 0x80]);

export const pdf = (text = 'signed') =>
  Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${text}\ntrailer <<>>\n%%EOF\n`);

/** The start of an MP4 (an ftyp box, ISO base media) and some data. */
export const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'ascii'),
    Buffer.alloc(2048, 1),
  ]);

export type Part =
  { name: string; value: string } | { name: string; fileName: string; data: Buffer; type?: string };

export const multipart = (parts: Part[]) => {
  const boundary = `----tb${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Uploads a file as the merchant's; answers its id. */
export const upload = async (
  app: FastifyInstance,
  tokens: Tokens,
  data: Buffer,
  fileName = 'scan.png',
  kind = 'document',
) => {
  const { body, contentType } = multipart([{ name: 'file', fileName, data }]);
  const res = await app.inject({
    method: 'POST',
    url: `/finance-gateway/api/mer/file/upload.json?kind=${kind}`,
    headers: { ...authHeaders(tokens), 'content-type': contentType },
    payload: body,
  });
  expect(res.json()).toMatchObject({ status: 1 });
  return res.json().result.id as string;
};

/** Registers a merchant through the public flow and logs its main user in. */
export const registerMerchant = async (app: FastifyInstance, email: string): Promise<Tokens> => {
  const sent = await post(app, 'sendCode.json', { loginAccount: email, scene: 'register' });
  expect(sent.json()).toMatchObject({ status: 1 });
  const code = await latestCode(app, email);
  const res = await post(app, 'register.json', {
    loginAccount: email,
    registerType: 'email',
    verifyCode: code,
    pwd: 'Newmerchant1',
    agreeTerms: true,
  });
  expect(res.json()).toMatchObject({ status: 1 });
  return login(app, email, 'Newmerchant1');
};

export const address = {
  country: 'CN',
  line: '深圳市南山区科技园路 1 号',
  lineEn: 'No. 1 Keji Road, Nanshan District',
  cityEn: 'Shenzhen',
  postcode: '518000',
};

export const companyStep = {
  name: '深圳市鹏达电子科技有限公司',
  nameEn: 'Shenzhen Pengda Electronics Co., Ltd.',
  registrationNo: '91440300MA5F0ABC12',
  companyType: 'limited',
  registeredAddress: address,
  registeredOn: '2019-03-01',
  validUntil: null,
  monthlyRemittanceUsd: '250000.00',
  monthlyTransactions: 120,
  website: 'https://pengda.example.com',
  industry: 'electronics',
  email: 'finance@pengda.example.com',
  areaCode: '+86',
  phone: '075586001234',
};

export const personOf = (
  front: string,
  back: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  roles: ['legal', 'director'],
  name: '李娜',
  nameEn: 'Li Na',
  idType: 1,
  idNumber: '110101199003077777',
  idValidUntil: '2035-01-01',
  nationality: 'CN',
  idFrontFileId: front,
  idBackFileId: back,
  ...overrides,
});
