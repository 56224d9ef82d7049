// A file size for display: bytes, KB or MB (1024 steps), the number in the user's locale and the
// unit from the common texts ("1.5 MB", "1,5 МБ").
import type { TFunction } from 'i18next';
import { EMPTY_VALUE } from '@tradebridge/ui';

const KB = 1024;
const MB = KB * 1024;

export const formatFileSize = (
  bytes: number | null | undefined,
  language: string,
  t: TFunction<'common'>,
): string => {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0)
    return EMPTY_VALUE;
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < KB) return t('fileSize.b', { value: number(bytes, 0) });
  if (bytes < MB) return t('fileSize.kb', { value: number(bytes / KB, 1) });
  return t('fileSize.mb', { value: number(bytes / MB, 1) });
};
