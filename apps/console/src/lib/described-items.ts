// The items of a record's Descriptions, each labelled by its key in the area's texts
// (`<prefix>.<key>`): `field('buyerName', contract.buyerName)`.
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

export type DescribedItem = { key: string; label: string; children: ReactNode; span?: 'filled' };

export const describedItems =
  (t: TFunction<string>, prefix: string) =>
  (key: string, children: ReactNode, span?: 'filled'): DescribedItem => ({
    key,
    label: t(`${prefix}.${key}`),
    children,
    ...(span ? { span } : {}),
  });
