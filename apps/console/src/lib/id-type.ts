// The name of an identity document's type (IdType codes 1–11) in the operator's language: the
// renewal review and the certification review show the same words.
import { IdType } from '@tradebridge/contracts';
import type { TFunction } from 'i18next';

const ID_TYPES = new Set<number>(Object.values(IdType));

/** The localized name of a document type; an unknown code shows as itself. */
export const idTypeLabel = (idType: number, t: TFunction<'common'>): string =>
  ID_TYPES.has(idType) ? t(`idType.${idType as IdType}`) : String(idType);
