// State of the reference-rates screen (reference-rates-screen.tsx) and the rules it works by: the
// rates as loaded, editing (what it started from), the changes to confirm, and saving only those.
import {
  CURRENCY_CODES,
  isCurrency,
  trimZeros,
  zRate,
  type Currency,
  type ReferenceRates,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { App, Form, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import {
  changesByMoreThan,
  compareDecimals,
  normalizeDecimal,
  percentChange,
} from '../../../lib/decimal.ts';
import { useReferenceRates } from '../api/get-reference-rates.ts';
import { useUpdateReferenceRates } from '../api/update-reference-rates.ts';

/** The base of every rate: always 1, never edited. */
export const BASE = 'USD' satisfies Currency;
/** The base first, then the contracts' order. */
export const CODES: readonly Currency[] = [BASE, ...CURRENCY_CODES.filter((code) => code !== BASE)];
/** A change above this many per cent is highlighted in the confirmation. */
const LARGE_CHANGE_PERCENT = 10n;

export type RateValues = { perUsd: Partial<Record<Currency, string>>; source: string };
export type Row = { code: Currency; rate: string | undefined };
export type Change = {
  currency: Currency;
  from: string | undefined;
  to: string;
  percent: string | undefined;
  isLarge: boolean;
};
export type PendingSave = { changes: Change[]; source: string };

export const isRate = (value: string | undefined): value is string =>
  value !== undefined && zRate.safeParse(value).success;

/** The rates as the inputs start: trimmed, empty where none is set. */
export const formValuesOf = (rates: ReferenceRates): RateValues => ({
  perUsd: Object.fromEntries(
    CODES.filter((code) => code !== BASE).map((code) => {
      const rate = rates.perUsd[code];
      return [code, rate ? trimZeros(rate) : ''];
    }),
  ),
  source: '',
});

/** The typed rates that differ from the ones editing started from. */
export const changesOf = (values: RateValues, from: ReferenceRates): Change[] =>
  CODES.flatMap((currency): Change[] => {
    const typed = values.perUsd[currency]?.trim();
    if (currency === BASE || !typed) return [];
    const old = from.perUsd[currency];
    if (old && compareDecimals(old, typed) === 0) return [];
    return [
      {
        currency,
        from: old,
        to: normalizeDecimal(typed),
        percent: old ? percentChange(old, typed) : undefined,
        isLarge: old ? changesByMoreThan(old, typed, LARGE_CHANGE_PERCENT) : false,
      },
    ];
  });

/** A server problem's field ("perUsd.EUR", "source") as the form's field path. */
const formFieldOf = (field: string): ['source'] | ['perUsd', Currency] | undefined => {
  if (field === 'source') return ['source'];
  const [head, code, ...rest] = field.split('.');
  if (head === 'perUsd' && code && rest.length === 0 && isCurrency(code) && code !== BASE) {
    return ['perUsd', code];
  }
  return undefined;
};

/** Puts the server's per-field problems under their inputs; true when one matched a field. */
export const showServerFieldErrors = (form: FormInstance<RateValues>, error: unknown): boolean => {
  if (!isApiError(error)) return false;
  const fields = error.fields.flatMap((problem) => {
    const name = formFieldOf(problem.field);
    return name ? [{ name, errors: [problem.message] }] : [];
  });
  form.setFields(fields);
  return fields.length > 0;
};

export const useReferenceRatesScreen = () => {
  const { t } = useTranslation('rates');
  const { message } = App.useApp();
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.updateReferenceRates);
  const { data, error, isFetching, isPending, refetch } = useReferenceRates();
  const update = useUpdateReferenceRates();
  const [form] = Form.useForm<RateValues>();
  /** The rates editing started from (what the changes are measured against); null when reading. */
  const [editing, setEditing] = useState<ReferenceRates | null>(null);
  const [pending, setPending] = useState<PendingSave | null>(null);
  const typed = Form.useWatch('perUsd', form);

  const rows = useMemo<Row[]>(
    () =>
      CODES.map((code) => ({
        code,
        rate: code === BASE ? '1' : (editing ?? data)?.perUsd[code],
      })),
    [data, editing],
  );

  const onEdit = () => {
    if (!data) return;
    form.resetFields();
    form.setFieldsValue(formValuesOf(data));
    setEditing(data);
  };

  const onCancelEdit = () => {
    setPending(null);
    setEditing(null);
  };

  const onReview = (values: RateValues) => {
    if (!editing) return;
    setPending({ changes: changesOf(values, editing), source: values.source.trim() });
  };

  const onSave = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({
        perUsd: Object.fromEntries(pending.changes.map((change) => [change.currency, change.to])),
        source: pending.source,
      });
    } catch (failure) {
      // The request layer has shown the server's message; a problem with a field goes under it
      // and the confirmation closes so the field can be corrected.
      if (showServerFieldErrors(form, failure)) setPending(null);
      return;
    }
    void message.success(t('saved'));
    setPending(null);
    setEditing(null);
  };

  return {
    data,
    error,
    isFetching,
    isPending,
    refetch,
    canEdit,
    form,
    editing,
    pending,
    typed,
    rows,
    saving: update.isPending,
    onEdit,
    onCancelEdit,
    onReview,
    onSave,
    onCloseConfirm: () => setPending(null),
  };
};
