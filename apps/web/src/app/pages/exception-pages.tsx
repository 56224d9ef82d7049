// The exception pages of spec §2 as route screens (lazy-loaded).
import { ExceptionPage, type ExceptionStatus } from '@tradebridge/ui';
import type { ComponentType } from 'react';
import { paths } from '../../lib/paths.ts';

export const EXCEPTION_SCREENS: Record<ExceptionStatus, ComponentType> = {
  403: () => <ExceptionPage status={403} homePath={paths.home} />,
  404: () => <ExceptionPage status={404} homePath={paths.home} />,
  405: () => <ExceptionPage status={405} homePath={paths.home} />,
  500: () => <ExceptionPage status={500} homePath={paths.home} />,
};
