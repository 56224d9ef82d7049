// State of the pricing rule modal (rule-modal.tsx): the form's values of a rule (and of a new
// one), the request they make, the rules of the basis-point fields, and saving — the contract's
// schema checks the whole first, and its problems and the server's refusals go under the field
// they name.
import {
  CURRENCY_CODES,
  MAX_SPREAD_BP,
  ZSaveSpreadRuleRequest,
  type Currency,
  type SaveSpreadRuleRequest,
  type SpreadRule,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { App, Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form.ts';
import { useSaveRule } from '../api/save-rule.ts';

/** "Any currency" in the currency selects (null on the wire). */
export const ANY = 'any';
export type CurrencyChoice = Currency | typeof ANY;

export type RuleMerchant = { id: string; merNo: string; label: string };

export type RuleValues = {
  scope: 'all' | 'merchant';
  merchant?: RuleMerchant | undefined;
  sellCurrency: CurrencyChoice;
  buyCurrency: CurrencyChoice;
  spreadMode: 'agreement' | 'fixed';
  spreadBp?: number | null;
  lock15m: boolean;
  lock15mBp?: number | null;
  lock1h: boolean;
  lock1hBp?: number | null;
  review: boolean;
};

type FieldName = keyof RuleValues;

const valuesOf = (rule: SpreadRule | undefined): RuleValues =>
  rule
    ? {
        scope: rule.merNo ? 'merchant' : 'all',
        merchant:
          rule.merNo && rule.merchantId
            ? {
                id: rule.merchantId,
                merNo: rule.merNo,
                label: `${rule.merchantName ?? ''} (${rule.merNo})`,
              }
            : undefined,
        sellCurrency: rule.sellCurrency ?? ANY,
        buyCurrency: rule.buyCurrency ?? ANY,
        spreadMode: rule.spreadBp === null ? 'agreement' : 'fixed',
        spreadBp: rule.spreadBp,
        lock15m: rule.lock15mBp !== null,
        lock15mBp: rule.lock15mBp,
        lock1h: rule.lock1hBp !== null,
        lock1hBp: rule.lock1hBp,
        review: rule.review,
      }
    : {
        scope: 'all',
        sellCurrency: ANY,
        buyCurrency: ANY,
        spreadMode: 'agreement',
        spreadBp: null,
        lock15m: false,
        lock15mBp: null,
        lock1h: false,
        lock1hBp: null,
        review: false,
      };

/** The request of the form's values (what is switched off is sent as null). */
export const requestOf = (values: RuleValues, id: string | undefined): SaveSpreadRuleRequest => ({
  ...(id ? { id } : {}),
  merNo: values.scope === 'merchant' ? (values.merchant?.merNo ?? '') : null,
  sellCurrency: values.sellCurrency === ANY ? null : values.sellCurrency,
  buyCurrency: values.buyCurrency === ANY ? null : values.buyCurrency,
  spreadBp: values.spreadMode === 'fixed' ? (values.spreadBp ?? null) : null,
  lock15mBp: values.lock15m ? (values.lock15mBp ?? null) : null,
  lock1hBp: values.lock1h ? (values.lock1hBp ?? null) : null,
  review: values.review,
});

/** A request field (a schema issue's or the server's) as the form's field. */
const FORM_FIELD: Record<string, FieldName> = {
  merNo: 'merchant',
  sellCurrency: 'sellCurrency',
  buyCurrency: 'buyCurrency',
  spreadBp: 'spreadBp',
  lock15mBp: 'lock15mBp',
  lock1hBp: 'lock1hBp',
  review: 'review',
};

export const useRuleModal = (rule: SpreadRule | undefined, onClose: () => void) => {
  const { t } = useTranslation('exchange');
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleValues>();
  const save = useSaveRule();
  const scope = Form.useWatch('scope', form);
  const spreadMode = Form.useWatch('spreadMode', form);
  const lock15m = Form.useWatch('lock15m', form);
  const lock1h = Form.useWatch('lock1h', form);

  const currencyOptions = [
    { value: ANY, label: t('rules.any') },
    ...CURRENCY_CODES.map((code) => ({ value: code, label: code })),
  ];
  const bpRules = (field: 'spreadBp' | 'lock15mBp' | 'lock1hBp'): FormRule[] => [
    { required: true, message: t('rule.errors.bpRequired') },
    schemaRule(
      ZSaveSpreadRuleRequest.shape[field],
      t('rule.errors.bpRange', { max: MAX_SPREAD_BP }),
    ),
  ];
  /** The server's text of a problem, or the console's where the server has none of its own. */
  const problemText = (text: string) =>
    text === 'merchantUnknown' || text === 'ruleScopeTaken' || text === 'currenciesSame'
      ? t(`rule.errors.${text}`)
      : text;

  const onSave = async () => {
    const values = await form.validateFields();
    const request = requestOf(values, rule?.id);
    const parsed = ZSaveSpreadRuleRequest.safeParse(request);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.flatMap((issue) => {
          const name = FORM_FIELD[String(issue.path[0])];
          return name ? [{ name, errors: [problemText(issue.message)] }] : [];
        }),
      );
      return;
    }
    try {
      await save.mutateAsync(request);
    } catch (failure) {
      const fields = isApiError(failure)
        ? failure.fields.flatMap((problem) => {
            const name = FORM_FIELD[problem.field];
            return name ? [{ name, errors: [problemText(problem.message)] }] : [];
          })
        : [];
      if (fields.length > 0) form.setFields(fields);
      else void message.error(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    void message.success(t('rule.saved'));
    onClose();
  };

  return {
    form,
    initialValues: valuesOf(rule),
    scope,
    spreadMode,
    lock15m,
    lock1h,
    currencyOptions,
    bpRules,
    saving: save.isPending,
    onSave: () => void onSave().catch(() => undefined),
  };
};
