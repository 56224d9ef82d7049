import { describe, expect, it } from 'vitest';
import {
  hundredths,
  zCertificationCompany,
  zCertificationIndividual,
  zCertificationPeople,
  zEnglishText,
  zHolding,
  zPostcode,
  zWebLink,
  type CertificationPerson,
} from './certification-forms.ts';
import { validationReason } from './error-messages.ts';

const reasons = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const person = (overrides: Partial<CertificationPerson>): CertificationPerson => ({
  roles: ['shareholder'],
  name: '张伟',
  nameEn: 'Zhang Wei',
  idType: 1,
  idNumber: '110101199003077777',
  idValidUntil: '2035-01-01',
  nationality: 'CN',
  idFrontFileId: '00000000-0000-4000-8000-000000000001',
  idBackFileId: '00000000-0000-4000-8000-000000000002',
  ...overrides,
});

const legal = person({ roles: ['legal', 'director'], name: '李娜', nameEn: 'Li Na' });

describe('English fields', () => {
  it.each(['Room 1201, 88 Queensway', 'Müller Straße 5', "O'Connor St."])('take %j', (text) => {
    expect(zEnglishText(200).safeParse(text).success).toBe(true);
  });

  it.each(['深圳市南山区', 'Road 5，Shenzhen', 'Unit 3（A）'])('refuse Chinese in %j', (text) => {
    expect(reasons(zEnglishText(200).safeParse(text))).toEqual(['chineseNotAllowed']);
  });
});

describe('postal codes, links and holdings', () => {
  it.each(['518000', 'SW1A 1AA', '10115', 'K1A-0B1'])('take the postcode %j', (code) => {
    expect(zPostcode.safeParse(code).success).toBe(true);
  });

  it.each(['5', '-518000', '518000!', '12345678901'])('refuse the postcode %j', (code) => {
    expect(reasons(zPostcode.safeParse(code))).toEqual(['postcodeInvalid']);
  });

  it('takes links that start with http:// or https:// only', () => {
    expect(zWebLink.safeParse('https://shop.example.com/store').success).toBe(true);
    expect(zWebLink.safeParse('HTTP://example.com').success).toBe(true);
    for (const link of ['www.example.com', 'ftp://example.com', 'https:// spaced.com'])
      expect(reasons(zWebLink.safeParse(link))).toEqual(['linkScheme']);
  });

  it('takes holdings from 0 to 100 with 2 decimals, exactly', () => {
    for (const ok of ['0', '25', '33.33', '100', '100.00'])
      expect(zHolding.safeParse(ok).success).toBe(true);
    for (const bad of ['-1', '100.01', '101', '12.345', '1e2', ''])
      expect(reasons(zHolding.safeParse(bad))).toContain('holdingRange');
    expect(hundredths('33.3')).toBe(3330n);
    expect(hundredths('0.01')).toBe(1n);
  });
});

describe("the enterprise's people", () => {
  it('takes a legal person and two shareholders, one at 30 % declared as owner', () => {
    const result = zCertificationPeople.safeParse({
      people: [
        legal,
        person({ roles: ['shareholder', 'beneficialOwner'], holding: '30' }),
        person({ name: '王芳', nameEn: 'Wang Fang', holding: '20' }),
      ],
      noOtherOwnerAbove25: true,
    });
    expect(reasons(result)).toEqual([]);
  });

  it('asks for every holder of 25 % or more: an owner not declared, or too much unaccounted', () => {
    const undeclared = zCertificationPeople.safeParse({
      people: [legal, person({ holding: '75' }), person({ nameEn: 'Chen Jing', holding: '25' })],
    });
    expect(reasons(undeclared)).toEqual(['ownerNotDeclared', 'ownerNotDeclared']);
    const missing = zCertificationPeople.safeParse({
      people: [legal, person({ roles: ['shareholder', 'beneficialOwner'], holding: '60' })],
    });
    expect(reasons(missing)).toEqual(['ownersMissing']);
    // 24.99 % left: nobody else can hold 25 %.
    const accounted = zCertificationPeople.safeParse({
      people: [legal, person({ roles: ['shareholder', 'beneficialOwner'], holding: '75.01' })],
    });
    expect(reasons(accounted)).toEqual([]);
  });

  it('refuses holdings over 100 % in total, for shareholders and for directors', () => {
    const owners = (holding: string) =>
      person({ roles: ['shareholder', 'beneficialOwner'], holding });
    expect(
      reasons(zCertificationPeople.safeParse({ people: [legal, owners('60'), owners('40.01')] })),
    ).toEqual(['holdingsOver100']);
    const director = (holding: string) =>
      person({ roles: ['director', 'beneficialOwner'], holding });
    expect(
      reasons(
        zCertificationPeople.safeParse({
          people: [legal, director('70'), director('30.5')],
          noOtherOwnerAbove25: true,
        }),
      ),
    ).toEqual(['directorHoldingsOver100']);
  });

  it('reports malformed people as such, and never throws on them', () => {
    for (const input of [
      { people: [{ ...legal, holding: '1e2' }, person({ nameEn: '深圳', holding: 'abc' })] },
      { people: 'x' },
      { people: [null, 5] },
      { people: [{ roles: 'legal' }] },
      null,
    ])
      expect(zCertificationPeople.safeParse(input).success).toBe(false);
    expect(
      reasons(zCertificationPeople.safeParse({ people: [{ ...legal, holding: '1e2' }] })),
    ).toEqual(['holdingRange']);
  });

  it('needs a legal person', () => {
    expect(
      reasons(
        zCertificationPeople.safeParse({
          people: [person({ roles: ['director'] })],
          noOtherOwnerAbove25: true,
        }),
      ),
    ).toEqual(['legalPersonRequired']);
  });
});

describe('reasons', () => {
  it.each([
    'chineseNotAllowed',
    'postcodeInvalid',
    'linkScheme',
    'holdingRange',
    'legalPersonRequired',
    'holdingsOver100',
    'directorHoldingsOver100',
    'ownerNotDeclared',
    'ownersMissing',
    'dateInvalid',
    'registrationNoInvalid',
  ])('%s has a message in every language written by hand', (reason) => {
    for (const language of ['zh-CN', 'en-US', 'ru-RU'] as const)
      expect(validationReason(reason, language), `${reason} in ${language}`).toBeTruthy();
  });
});

describe("the enterprise's details", () => {
  const address = {
    country: 'CN',
    line: '深圳市南山区科技园南区 1 号',
    lineEn: 'No. 1 South Science Park, Nanshan',
    cityEn: 'Shenzhen',
    postcode: '518000',
  };
  const company = {
    name: '深圳市鹏达电子科技有限公司',
    nameEn: 'Shenzhen Pengda Electronics Co., Ltd.',
    registrationNo: '91440300MA5F0XXXXX',
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

  it('takes a complete company with a licence without end', () => {
    expect(reasons(zCertificationCompany.safeParse(company))).toEqual([]);
  });

  it('names each field that breaks a rule', () => {
    const result = zCertificationCompany.safeParse({
      ...company,
      nameEn: 'Pengda 电子',
      registrationNo: '9144 0300',
      registeredAddress: { ...address, lineEn: '南山区', postcode: '5', country: 'China' },
      registeredOn: '2019-02-30',
      monthlyRemittanceUsd: '-5',
      website: 'pengda.example.com',
    });
    expect(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]).sort(),
    ).toEqual([
      ['monthlyRemittanceUsd', 'amountInvalid'],
      ['nameEn', 'chineseNotAllowed'],
      ['registeredAddress.country', 'countryCode'],
      ['registeredAddress.lineEn', 'chineseNotAllowed'],
      ['registeredAddress.postcode', 'postcodeInvalid'],
      ['registeredOn', 'dateInvalid'],
      ['registrationNo', 'registrationNoInvalid'],
      ['website', 'linkScheme'],
    ]);
  });

  it('wants a licence to end after it began', () => {
    const result = zCertificationCompany.safeParse({ ...company, validUntil: '2019-03-01' });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['validUntil', 'dateRangeReversed'],
    ]);
    expect(zCertificationCompany.safeParse({ ...company, validUntil: '2039-02-28' }).success).toBe(
      true,
    );
  });
});

describe('identity documents and the individual', () => {
  it('asks for the back side of every document but a passport', () => {
    const card = zCertificationPeople.safeParse({
      people: [{ ...legal, idBackFileId: undefined }],
      noOtherOwnerAbove25: true,
    });
    expect(card.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'people.0.idBackFileId',
    ]);
    const passport = zCertificationPeople.safeParse({
      people: [{ ...legal, idType: 2, idBackFileId: undefined }],
      noOtherOwnerAbove25: true,
    });
    expect(reasons(passport)).toEqual([]);
  });

  it('checks an individual’s identity, address and contact', () => {
    const result = zCertificationIndividual.safeParse({
      name: '陈静',
      nameEn: 'Chen Jing',
      birthDate: '1990-03-07',
      idType: 9,
      idNumber: '1101 0119',
      idValidUntil: null,
      nationality: 'CN',
      idFrontFileId: '00000000-0000-4000-8000-000000000001',
      address: {
        country: 'CN',
        line: '深圳',
        lineEn: 'Shenzhen',
        cityEn: 'Shenzhen',
        postcode: '518000',
      },
      email: 'chen@',
      areaCode: '86',
      phone: '12',
    });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['idType', 'required'],
      ['idNumber', 'idNumberInvalid'],
      ['email', 'emailInvalid'],
      ['phone', 'phoneInvalid'],
    ]);
  });
});
