// Certification (issue 15): the fields of the enterprise's form and of its people, with the spec's
// rules (§5): no Chinese characters in English fields, a postal code, phone and e-mail formats,
// links starting with http:// or https://, holdings from 0 to 100, every holder of 25 % or more
// supplied, directors' holdings at most 100 % in total. The portal validates each step with these
// as the user types and the server with the same on every draft it stores.
import { z } from 'zod';
import { IdType } from './constants.ts';
import { AREA_CODE, EMAIL, MOBILE } from './identity.ts';

/** The beneficial-owner threshold (spec §5): holders of this share or more must be supplied. */
export const OWNER_THRESHOLD_PERCENT = 25n;

/** Han characters and the full-width punctuation typed with them. */
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
export const hasChinese = (value: string) => CHINESE.test(value);

/** Text for an English field: refused when it holds a Chinese character or punctuation. */
export const zEnglishText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(max)
    .refine((value) => !CHINESE.test(value), { error: 'chineseNotAllowed' });

/** A postal code: letters, digits, a space or a hyphen, 2 to 10 characters (every country's). */
export const zPostcode = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/, { error: 'postcodeInvalid' });

/** A link a person can open (spec §5: starts with http:// or https://). */
export const zWebLink = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { error: 'linkScheme' });

/** A share of a company in per cent, as the wire writes decimals: 0 to 100, 2 decimals at most. */
const HOLDING = /^\d{1,3}(\.\d{1,2})?$/;

export const zHolding = z
  .string()
  .trim()
  .regex(HOLDING, { error: 'holdingRange' })
  // Zod runs every check: this one only reads what the format check let through.
  .refine((value) => !HOLDING.test(value) || hundredths(value) <= 100_00n, {
    error: 'holdingRange',
  });

/** A holding (a valid one: zHolding) as hundredths of a per cent; bigint, never a JS number. */
export const hundredths = (holding: string): bigint => {
  const [whole = '0', fraction = ''] = holding.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};

/** What a person is to the enterprise; one person may be several. */
export const PersonRole = {
  LegalPerson: 'legal',
  Director: 'director',
  Shareholder: 'shareholder',
  BeneficialOwner: 'beneficialOwner',
} as const;
export type PersonRole = (typeof PersonRole)[keyof typeof PersonRole];

const zCountry = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { error: 'countryCode' });

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The identity documents a person may show (a company's papers are not one). */
export const PERSON_ID_TYPES = [
  IdType.MainlandIdCard,
  IdType.Passport,
  IdType.HongKongMacauPermit,
  IdType.TaiwanPermit,
  IdType.HongKongIdCard,
  IdType.ForeignResidencePermit,
  IdType.DrivingLicence,
  IdType.NationalIdCard,
  IdType.Other,
] as const;

/** Documents with one printed side: the back picture is not asked for. */
const ONE_SIDED: readonly IdType[] = [IdType.Passport];
export const needsBackSide = (idType: IdType) => !ONE_SIDED.includes(idType);

/**
 * A person's identity document: its type, number, validity (null: long-term) and the pictures of
 * its sides (uploaded files' ids).
 */
const identityShape = {
  idType: z.literal(PERSON_ID_TYPES, { error: 'required' }),
  idNumber: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(50)
    .regex(/^[A-Za-z0-9()-]+$/, { error: 'idNumberInvalid' }),
  idValidUntil: z.iso.date({ error: 'dateInvalid' }).nullable(),
  nationality: zCountry,
  idFrontFileId: z.uuid({ error: 'required' }),
  idBackFileId: z.uuid({ error: 'required' }).optional(),
};

/** The back side is asked for every document but a passport. */
const checkIdentity = (
  value: { idType?: unknown; idBackFileId?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (
    typeof value.idType === 'number' &&
    needsBackSide(value.idType as IdType) &&
    value.idBackFileId === undefined
  )
    ctx.addIssue({ code: 'custom', path: ['idBackFileId'], message: 'required' });
};

export const zCertificationPerson = z
  .object({
    roles: z
      .array(z.enum(Object.values(PersonRole) as [PersonRole, ...PersonRole[]]))
      .min(1, { error: 'required' }),
    name: z.string().trim().min(1, { error: 'required' }).max(100),
    nameEn: zEnglishText(100),
    /** Per cent of the enterprise held; shareholders and directors who hold a part. */
    holding: zHolding.optional(),
    ...identityShape,
  })
  .superRefine(checkIdentity);
export type CertificationPerson = z.infer<typeof zCertificationPerson>;

const holdingOf = (person: CertificationPerson) =>
  person.holding === undefined ? 0n : hundredths(person.holding);

/**
 * The enterprise's people, with the spec's holding rules: the shareholders' holdings and the
 * directors' each add up to 100 % at most; every holder of 25 % or more is supplied, so when the
 * supplied shareholders leave 25 % or more unaccounted for, the merchant must declare that no
 * other person holds 25 % or more.
 */
export const zCertificationPeople = z
  .object({
    people: z.array(zCertificationPerson).min(1, { error: 'required' }).max(50),
    noOtherOwnerAbove25: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    // Zod runs this even when a person failed its own checks (they are reported already): the
    // rules read only people that passed them, never a malformed holding.
    const valid = z.array(zCertificationPerson).safeParse(value.people);
    if (!valid.success) return;
    const people = valid.data;
    const noOtherOwnerAbove25 = value.noOtherOwnerAbove25 === true;
    if (!people.some((p) => p.roles.includes(PersonRole.LegalPerson)))
      ctx.addIssue({ code: 'custom', path: ['people'], message: 'legalPersonRequired' });
    const sumOf = (role: PersonRole) =>
      people.filter((p) => p.roles.includes(role)).reduce((sum, p) => sum + holdingOf(p), 0n);
    const shareholders = sumOf(PersonRole.Shareholder);
    if (shareholders > 100_00n)
      ctx.addIssue({ code: 'custom', path: ['people'], message: 'holdingsOver100' });
    if (sumOf(PersonRole.Director) > 100_00n)
      ctx.addIssue({ code: 'custom', path: ['people'], message: 'directorHoldingsOver100' });
    people.forEach((person, index) => {
      const isOwner = holdingOf(person) >= OWNER_THRESHOLD_PERCENT * 100n;
      if (isOwner && !person.roles.includes(PersonRole.BeneficialOwner))
        ctx.addIssue({
          code: 'custom',
          path: ['people', index, 'roles'],
          message: 'ownerNotDeclared',
        });
    });
    const unaccounted = 100_00n - shareholders;
    if (unaccounted >= OWNER_THRESHOLD_PERCENT * 100n && !noOtherOwnerAbove25)
      ctx.addIssue({ code: 'custom', path: ['noOtherOwnerAbove25'], message: 'ownersMissing' });
  });
export type CertificationPeople = z.input<typeof zCertificationPeople>;

/** The legal forms an enterprise is registered as. */
export const CompanyType = {
  Limited: 'limited',
  Public: 'public',
  Partnership: 'partnership',
  SoleProprietorship: 'soleProprietorship',
  Other: 'other',
} as const;
export type CompanyType = (typeof CompanyType)[keyof typeof CompanyType];

/** An address: as the country writes it, and in English (no Chinese characters). */
export const zCertificationAddress = z.object({
  country: zCountry,
  line: z.string().trim().min(1, { error: 'required' }).max(300),
  lineEn: zEnglishText(300),
  cityEn: zEnglishText(100),
  postcode: zPostcode,
});

/** How the enterprise or the person is reached (spec §5: phone and e-mail formats). */
const contactShape = {
  email: z.string().trim().regex(EMAIL, { error: 'emailInvalid' }),
  areaCode: z.string().trim().regex(AREA_CODE, { error: 'areaCodeInvalid' }),
  phone: z.string().trim().regex(MOBILE, { error: 'phoneInvalid' }),
};

/** A licence that never expires says so; one that does has its last day after its first. */
export const zCertificationCompany = z
  .object({
    name: z.string().trim().min(1, { error: 'required' }).max(200),
    nameEn: zEnglishText(200),
    registrationNo: z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .max(50)
      .regex(/^[A-Za-z0-9-]+$/, { error: 'registrationNoInvalid' }),
    companyType: z.enum(Object.values(CompanyType) as [CompanyType, ...CompanyType[]]),
    registeredAddress: zCertificationAddress,
    /** Where the business is run; left out when it is the registered address. */
    businessAddress: zCertificationAddress.optional(),
    registeredOn: z.iso.date({ error: 'dateInvalid' }),
    /** The licence's last day; null for one without an end. */
    validUntil: z.iso.date({ error: 'dateInvalid' }).nullable(),
    /** Expected money received a month, in US dollars (a decimal string, as every amount). */
    monthlyRemittanceUsd: z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'amountInvalid' }),
    monthlyTransactions: z.number().int().min(0).max(1_000_000),
    website: zWebLink.optional(),
    industry: z.string().trim().min(1, { error: 'required' }).max(50),
    ...contactShape,
  })
  .superRefine(({ validUntil, registeredOn }, ctx) => {
    if (isIsoDate(validUntil) && isIsoDate(registeredOn) && validUntil <= registeredOn)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'dateRangeReversed' });
  });
export type CertificationCompany = z.input<typeof zCertificationCompany>;

/** An individual merchant: the person, their identity document and address. */
export const zCertificationIndividual = z
  .object({
    name: z.string().trim().min(1, { error: 'required' }).max(100),
    nameEn: zEnglishText(100),
    birthDate: z.iso.date({ error: 'dateInvalid' }),
    ...identityShape,
    address: zCertificationAddress,
    ...contactShape,
  })
  .superRefine(checkIdentity);
export type CertificationIndividual = z.input<typeof zCertificationIndividual>;

/**
 * The enterprise's papers (spec §3 "enterprise documents"): the business licence or certificate of
 * incorporation, the articles of association and the register of members (a spreadsheet allowed).
 */
export const zCertificationDocuments = z.object({
  licenceFileId: z.uuid({ error: 'required' }),
  articlesFileId: z.uuid({ error: 'required' }),
  registerFileId: z.uuid({ error: 'required' }),
});
export type CertificationDocuments = z.input<typeof zCertificationDocuments>;
