// A pricing rule added or changed (admin, finance), in a modal: its scope (all merchants or one,
// a sell and a buy currency or any), its spread (the merchant's agreement, or a number of basis
// points), the extra spread of the 15-minute and 1-hour rate locks (or not offered) and whether its
// exchanges wait for review. Each field says its own problem: the contract's schema checks the
// whole before it is sent, and the server's refusals (an unknown merchant, a scope that has a rule
// already) are put under the field they name (use-rule-modal.ts).
import { MAX_SPREAD_BP, type ExchangeConfig, type SpreadRule } from '@tradebridge/contracts';
import { Flex, Form, InputNumber, Modal, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MerchantPicker } from '../../../components/merchant-picker.tsx';
import {
  ANY,
  useRuleModal,
  type CurrencyChoice,
  type RuleMerchant,
  type RuleValues,
} from './use-rule-modal.ts';

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
  const m = useRuleModal(rule, onClose);

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
      confirmLoading={m.saving}
      onOk={m.onSave}
      onCancel={onClose}
      destroyOnHidden
      width={620}
    >
      <Form<RuleValues>
        form={m.form}
        layout="vertical"
        preserve={false}
        initialValues={m.initialValues}
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
        {m.scope === 'merchant' && (
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
            <Select showSearch options={m.currencyOptions} data-testid="rule-sell" />
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
            <Select showSearch options={m.currencyOptions} data-testid="rule-buy" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="spreadMode"
          label={t('rule.spread')}
          extra={
            m.spreadMode === 'agreement'
              ? t('rule.agreementHelp', agreementBp)
              : t('rule.fixedHelp', { max: MAX_SPREAD_BP })
          }
          style={{ marginBottom: m.spreadMode === 'fixed' ? 8 : undefined }}
        >
          <Radio.Group
            options={[
              { value: 'agreement', label: t('rules.agreement', agreementBp) },
              { value: 'fixed', label: t('rule.fixed') },
            ]}
            data-testid="rule-spread-mode"
          />
        </Form.Item>
        {m.spreadMode === 'fixed' && (
          <Form.Item name="spreadBp" rules={m.bpRules('spreadBp')}>
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
              ['lock15m', 'lock15mBp', m.lock15m],
              ['lock1h', 'lock1hBp', m.lock1h],
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
                <Form.Item name={bp} rules={m.bpRules(bp)} extra={t('rule.extraHelp')}>
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
