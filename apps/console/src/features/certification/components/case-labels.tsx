// How the certification screens name things in the operator's language: case states, liveness
// results, legal forms, people's roles, holdings, countries (the browser's names), the files of a
// case by their material key ("Legal person Chen Jing — ID front") and the fields a resubmission
// changed by their dotted path ("Enterprise — Registered address — Postcode").
import {
  CertificationState,
  CompanyType,
  PersonRole,
  type CaseDetail,
  type CertificationDraft,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatMoney, regionName, useLanguage } from '@tradebridge/ui';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { stateTagOf } from '../../../components/state-tag.tsx';

type T = TFunction<'certification'>;

const STATE_COLORS: Record<number, string> = {
  [CertificationState.ToBeCertified]: 'blue',
  [CertificationState.UnderReview]: 'gold',
  [CertificationState.Successful]: 'green',
  [CertificationState.Failed]: 'red',
};

export const CERTIFICATION_STATES = Object.values(CertificationState);

export const CaseStateTag = stateTagOf('certification', 'state', STATE_COLORS, 'case-state', {
  keepMargin: true,
});

export type LivenessResult = CaseDetail['livenessResult'];

const LIVENESS_COLORS = { Y: 'green', N: 'red', W: 'gold' } as const;

/** Y passed, N failed, W a person is to look at the video; null: not verified yet. */
export const LivenessTag = ({ result }: { result: LivenessResult }) => {
  const { t } = useTranslation('certification');
  return (
    <Tag color={result ? LIVENESS_COLORS[result] : 'default'} data-testid="liveness-result">
      {t(`liveness.result.${result ?? 'none'}`)}
    </Tag>
  );
};

/** The name of a country or region in the operator's language ("--" when there is none). */
/** A country's name in the language; "--" for none. */
export const countryNameOf = (code: string | null | undefined, language: string) =>
  code ? regionName(code, language) : EMPTY_VALUE;

export const useCountryName = () => {
  const language = useLanguage();
  return useCallback(
    (code: string | null | undefined) => countryNameOf(code, language),
    [language],
  );
};

const COMPANY_TYPES = new Set<string>(Object.values(CompanyType));
export const companyTypeLabel = (type: string, t: T) =>
  COMPANY_TYPES.has(type) ? t(`companyType.${type}`) : type;

/** Roles in the order a person is best known by: a legal person who also holds shares is the legal person. */
const ROLE_ORDER: readonly string[] = [
  PersonRole.LegalPerson,
  PersonRole.Director,
  PersonRole.Shareholder,
  PersonRole.BeneficialOwner,
];
export const roleLabel = (role: string, t: T) =>
  ROLE_ORDER.includes(role) ? t(`role.${role}`) : role;
export const sortedRoles = (roles: readonly string[]) =>
  [...roles].sort((a, b) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b));

/** A holding (per cent as a decimal string, "25.5") in the language's format: "25,5 %". */
export const formatHolding = (holding: string | undefined, t: T): string => {
  if (holding === undefined) return EMPTY_VALUE;
  const value = formatMoney(holding, undefined, { withCurrency: false });
  return value === EMPTY_VALUE ? holding : t('percent', { value });
};

/** Whole days since the case was submitted (0 on the day itself). */
export const ageInDays = (submittedAt: string | null, now = dayjs()): number | undefined =>
  submittedAt ? Math.max(0, now.diff(dayjs(submittedAt), 'day')) : undefined;

type Person = NonNullable<CertificationDraft['people']>['people'][number];

/** "Legal person Chen Jing": a person of the enterprise by their first role and name. */
export const personLabel = (person: Person | undefined, index: number, t: T): string => {
  if (!person) return t('person.numbered', { number: index + 1 });
  const [role] = sortedRoles(person.roles);
  return t('person.named', { role: role ? roleLabel(role, t) : '', name: person.name }).trim();
};

const fieldLabel = (group: string, field: string, t: T): string =>
  t(`fields.${group}.${field}`, { defaultValue: field });

const ADDRESS_FIELDS = new Set(['registeredAddress', 'businessAddress', 'address']);

/** The words of a field path under a group ("registeredAddress.postcode" of the company). */
const pathWords = (group: string, parts: string[], t: T): string[] => {
  const [field, sub] = parts;
  if (field === undefined) return [];
  const words = [fieldLabel(group, field, t)];
  if (sub !== undefined && ADDRESS_FIELDS.has(field)) words.push(fieldLabel('address', sub, t));
  return words;
};

/**
 * A material key or a changed field's dotted path in words: "documents.licenceFileId" →
 * "Enterprise documents — Business licence…", "people.0.idFrontFileId" → "Legal person Chen Jing —
 * ID front", "agreement" → "Signed network access agreement". An unknown path shows as itself.
 */
export const pathLabel = (path: string, draft: CertificationDraft, t: T): string => {
  const [section, ...rest] = path.split('.');
  const join = (words: string[]) => words.join(' — ');
  switch (section) {
    case 'agreement':
      return t('material.agreement');
    // A submission may change the entity type itself (the merchant chose the other one).
    case 'entityType':
      return t('columns.entityType');
    case 'company':
      return join([t('sections.company'), ...pathWords('company', rest, t)]);
    case 'individual':
      return join([t('sections.individual'), ...pathWords('individual', rest, t)]);
    case 'documents':
      return join([t('sections.documents'), ...pathWords('documents', rest, t)]);
    case 'people': {
      const [index, ...fields] = rest;
      // "people.noOtherOwnerAbove25": a field of the whole step, not of a person.
      if (index === undefined || !/^\d+$/.test(index))
        return join([t('sections.people'), ...pathWords('people', rest, t)]);
      const n = Number(index);
      return join([personLabel(draft.people?.people[n], n, t), ...pathWords('person', fields, t)]);
    }
    default:
      return path;
  }
};

/** Whether `path` (a field or a whole group) is among the changed paths, or holds one. */
export const isChanged = (changed: ReadonlySet<string>, path: string): boolean => {
  if (changed.has(path)) return true;
  for (const entry of changed)
    if (entry.startsWith(`${path}.`) || path.startsWith(`${entry}.`)) return true;
  return false;
};
