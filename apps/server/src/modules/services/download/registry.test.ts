import { FileType, ReportKind, reportExport } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { every } from '../../../platform/jobs.ts';
import { createReportRegistry, defineReport, type ReportDefinition } from './registry.ts';

const report = (kind: ReportKind, job?: string): ReportDefinition =>
  defineReport({
    operation: reportExport(kind, {
      summary: kind,
      request: z.object({}),
      permission: 'wallet:view',
    }),
    fileTypes: [FileType.Csv],
    fileName: () => kind,
    prepare: () => ({ fileType: FileType.Csv, nameParts: {}, params: {} }),
    produce: () => Promise.reject(new Error('not produced in this test')),
    ...(job && {
      scheduled: { job, slot: every(1000), fileName: () => job, due: async () => [] },
    }),
  });

describe('createReportRegistry', () => {
  it('finds each report by its kind and lists them in the order given', () => {
    const statement = report(ReportKind.Statement);
    const fundDetails = report(ReportKind.FundDetails);
    const registry = createReportRegistry([statement, fundDetails]);
    expect(registry.get(ReportKind.FundDetails)).toBe(fundDetails);
    expect(registry.get('unknown')).toBeUndefined();
    expect(registry.list).toEqual([statement, fundDetails]);
  });

  it('throws on a kind registered twice', () => {
    expect(() =>
      createReportRegistry([report(ReportKind.Statement), report(ReportKind.Statement)]),
    ).toThrow('report statement is registered twice');
  });

  it('throws on a scheduled job registered twice', () => {
    expect(() =>
      createReportRegistry([
        report(ReportKind.Statement, 'same.job'),
        report(ReportKind.FundDetails, 'same.job'),
      ]),
    ).toThrow('scheduled job same.job is registered twice');
  });

  it('throws on a report that names no file type', () => {
    expect(() =>
      createReportRegistry([{ ...report(ReportKind.Statement), fileTypes: [] }]),
    ).toThrow('names no file type');
  });
});
