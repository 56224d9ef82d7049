// The words of the certification's codes: identity documents, roles, legal forms, industries, the
// case's states, and the materials a reviewer may ask for again ("people.1.idFrontFileId" → "ID
// card, front side — Wang Fang"), all from locales/<lang>/certification.json.
import {
  CompanyType,
  PERSON_ID_TYPES,
  PersonRole,
  type CertificationCase,
} from '@tradebridge/contracts';
import { useLanguage } from '@tradebridge/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const ROLES: readonly PersonRole[] = Object.values(PersonRole);
export const COMPANY_TYPES: readonly CompanyType[] = Object.values(CompanyType);
export const INDUSTRIES = [
  'crossBorderECommerce',
  'foreignTrade',
  'services',
  'logistics',
  'software',
] as const;

export const useIdTypeOptions = () => {
  const { t } = useTranslation('certification');
  return PERSON_ID_TYPES.map((idType) => ({ value: idType, label: t(`idType.${idType}`) }));
};

/** "Legal person, director" in the language's own list form. */
export const useRolesText = () => {
  const { t } = useTranslation('certification');
  const language = useLanguage();
  return useCallback(
    (roles: readonly string[]) =>
      new Intl.ListFormat(language, { style: 'narrow', type: 'conjunction' }).format(
        roles.map((role) => t(`role.${role}`)),
      ),
    [language, t],
  );
};

const MATERIAL = /^(documents|people|individual|agreement)(?:\.(\d+))?(?:\.(\w+))?$/;

/** A material key in words, with whose it is for a person's document. */
export const useMaterialName = (kase: Pick<CertificationCase, 'draft'>) => {
  const { t } = useTranslation('certification');
  return useCallback(
    (key: string): string => {
      const [, area, index, field] = MATERIAL.exec(key) ?? [];
      if (area === 'agreement') return t('material.agreement');
      if (area === 'documents' && field) return t(`material.documents.${field}`);
      if (area === 'individual' && field) return t(`material.individual.${field}`);
      if (area === 'people' && index !== undefined && field) {
        const person = kase.draft.people?.people[Number(index)];
        return t(`material.people.${field}`, {
          name: person?.name ?? t('material.personNumber', { number: Number(index) + 1 }),
        });
      }
      return key;
    },
    [kase.draft, t],
  );
};
