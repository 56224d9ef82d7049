// A pricing rule added or changed (admin, finance), in a modal: its scope (all merchants or one,
// a sell and a buy currency or any), its spread (the merchant's agreement, or a number of basis
// points), the extra spread of the 15-minute and 1-hour rate locks (or not offered) and whether its
// exchanges wait for review. Each field says its own problem: the contract's schema checks the
// whole before it is sent, and the server's refusals (an unknown merchant, a scope that has a rule
// already) are put under the field they name.
import {
  CURRENCY_CODES,
  MAX_SPREAD_BP,
  ZSaveSpreadRuleRequest,
  type Currency,
  type ExchangeConfig,
  type SaveSpreadRuleRequest,
  type SpreadRule,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import {
  App,
  Flex,
  Form,
  InputNumber,
  Modal,
  Radio,
  Select,
  Switch,
  Typography,
  type FormRule,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { MerchantPicker } from '../../../components/merchant-picker.tsx';
import { schemaRule } from '../../../lib/form.ts';
import { useSaveRule } from '../api/save-rule.ts';

/** "Any currency" in the currency selects (null on the wire). */
const ANY = 'any';
type CurrencyChoice = Currency | typeof ANY;

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

/** The picked merchant of a rule, searched as in the list filters. */
const MerchantInput = ({
  value,
  onChange,
  placeholder,
}: {
  value?: RuleMerchant | undefined;
  onChange?: (merchant: RuleMerchant | undefined) => void;
  placeholder: string;
}) => (
  <MerchantPicker
    value={value?.id}
    label={value?.label}
    placeholder={placeholder}
    testId="rule-merchant"
    width="100%"
    onChange={(picked) =>
      onChange?.(
        picked?.merNo ? { id: picked.id, merNo: picked.merNo, label: picked.label } : undefined,
      )
    }
  />
);

export type RuleModalProps = {
  open: boolean;
  /** The rule changed; undefined: a new one. */
  rule: SpreadRule | undefined;
  agreementBp: ExchangeConfig['agreementBp'];
  onClose: () => void;
};

export const RuleModal = ({ open, rule, agreementBp, onClose }: RuleModalProps) => {
  const { t } = useTranslation('exchange');
  const { t: tCommon } = useTranslation('common');
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

  const bpInput = (testId: string) => (
    <InputNumber<number>
      step={1}
      suffix={t('bpUnit')}
      style={{ width: 160 }}
      data-testid={testId}
    />
  );

  return (
    <Modal
      open={open}
      title={rule ? t('rule.editTitle') : t('rule.addTitle')}
      okText={tCommon('save')}
      cancelText={tCommon('cancel')}
      okButtonProps={{ ...{ 'data-testid': 'rule-save' } }}
      confirmLoading={save.isPending}
      onOk={() => void onSave().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={620}
    >
      <Form<RuleValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={valuesOf(rule)}
        requiredMark={false}
        data-testid="rule-form"
      >
        <Form.Item name="scope" label={t('rule.scope')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'all', label: t('rules.allMerchants') },
              { value: 'merchant', label: t('rule.oneMerchant') },
            ]}
            data-testid="rule-scope"
          />
        </Form.Item>
        {scope === 'merchant' && (
          <Form.Item
            name="merchant"
            label={t('rule.merchant')}
            rules={[{ required: true, message: t('rule.errors.merchantRequired') }]}
          >
            <MerchantInput placeholder={t('rule.merchantPlaceholder')} />
          </Form.Item>
        )}
        <Flex gap={16} wrap>
          <Form.Item
            name="sellCurrency"
            label={t('rule.sellCurrency')}
            style={{ flex: '1 1 200px' }}
          >
            <Select showSearch options={currencyOptions} data-testid="rule-sell" />
          </Form.Item>
          <Form.Item
            name="buyCurrency"
            label={t('rule.buyCurrency')}
            dependencies={['sellCurrency']}
            style={{ flex: '1 1 200px' }}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: CurrencyChoice) =>
                  value !== ANY && value === getFieldValue('sellCurrency')
                    ? Promise.reject(new Error(t('rule.errors.currenciesSame')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Select showSearch options={currencyOptions} data-testid="rule-buy" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="spreadMode"
          label={t('rule.spread')}
          extra={
            spreadMode === 'agreement'
              ? t('rule.agreementHelp', agreementBp)
              : t('rule.fixedHelp', { max: MAX_SPREAD_BP })
          }
          style={{ marginBottom: spreadMode === 'fixed' ? 8 : undefined }}
        >
          <Radio.Group
            options={[
              { value: 'agreement', label: t('rules.agreement', agreementBp) },
              { value: 'fixed', label: t('rule.fixed') },
            ]}
            data-testid="rule-spread-mode"
          />
        </Form.Item>
        {spreadMode === 'fixed' && (
          <Form.Item name="spreadBp" rules={bpRules('spreadBp')}>
            {bpInput('rule-spread')}
          </Form.Item>
        )}
        <Typography.Text strong style={{ display: 'block', marginTop: 8 }}>
          {t('rule.locks')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          {t('rule.locksHelp')}
        </Typography.Paragraph>
        <Flex gap={16} wrap>
          {(
            [
              ['lock15m', 'lock15mBp', lock15m],
              ['lock1h', 'lock1hBp', lock1h],
            ] as const
          ).map(([toggle, bp, offered]) => (
            <Flex key={toggle} vertical style={{ flex: '1 1 220px' }}>
              <Form.Item
                name={toggle}
                label={t(`rule.${toggle}`)}
                valuePropName="checked"
                style={{ marginBottom: offered ? 8 : undefined }}
              >
                <Switch
                  checkedChildren={t('rule.offered')}
                  unCheckedChildren={t('rules.notOffered')}
                  data-testid={`rule-${toggle}`}
                />
              </Form.Item>
              {offered && (
                <Form.Item name={bp} rules={bpRules(bp)} extra={t('rule.extraHelp')}>
                  {bpInput(`rule-${bp}`)}
                </Form.Item>
              )}
            </Flex>
          ))}
        </Flex>
        <Form.Item
          name="review"
          label={t('rule.review')}
          extra={t('rule.reviewHelp')}
          valuePropName="checked"
        >
          <Switch data-testid="rule-review" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
