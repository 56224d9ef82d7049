// /payee/add and /payee/edit?id= (spec addPayee): a bank account or a Visa card to pay or withdraw
// to. The fields follow what is chosen: a bank account asks what its country's banks are addressed
// by (contracts' bankFieldsOf: CNAPS with province, city and district in mainland China, the bank
// code in Hong Kong, ABA in the US, BSB in Australia, IBAN in the IBAN countries, SWIFT/BIC
// elsewhere and for international payments); a personal holder's identity; a card is Visa in HKD.
// Each field is checked as it is typed with ZPayeeForm (what the server parses). An addition
// carries one Idempotency-Key per submission; an edit the version it was read at (a card's number
// is typed again: it is never shown back). The server's field problems go onto their fields.
import { PayeeMethod, PayeeUsage, type PayeeDetail } from '@tradebridge/contracts';
import { Alert, Col, Divider, Form, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { DetailStates } from '../../../components/detail-states.tsx';
import { FormPageCard } from '../../../components/form-page.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { usePayee } from '../api/get-payee.ts';
import { PURPOSES } from './labels.ts';
import { payeeDetailPath } from './links.ts';
import { AccountSection, fieldMakers, HolderSection } from './payee-form-sections.tsx';
import type { PayeeValues } from './payee-request.ts';
import { usePayeeForm } from './use-payee-form.ts';

const PayeeFormBody = ({ payee }: { payee?: PayeeDetail }) => {
  const { t } = useTranslation('payee');
  const f = usePayeeForm(payee);
  const { usage, bank, isCard, refused } = f;
  const fields = fieldMakers(t, f.rule, bank);
  const { item, textField } = fields;
  return (
    <RecordForm<PayeeValues>
      state={f}
      testId="payee"
      optional={t('form.optional')}
      onValuesChange={f.onValuesChange}
      refusal={refused ? { title: t('detail.refused'), reason: payee?.reason } : undefined}
      submitLabel={payee ? (refused ? t('form.resubmit') : t('form.save')) : t('form.submit')}
      cancelLabel={t('cancel')}
    >
      <Alert type="info" showIcon title={t('form.reviewHint')} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('usage')}>
            <Radio.Group data-testid="payee-usage">
              <Radio value={PayeeUsage.Transfer}>{t('usage.transfer')}</Radio>
              <Radio value={PayeeUsage.Withdraw}>{t('usage.withdraw')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('method')}>
            <Radio.Group data-testid="payee-method">
              <Radio value={PayeeMethod.Bank}>{t('method.bank')}</Radio>
              <Radio value={PayeeMethod.Card} disabled={usage === PayeeUsage.Withdraw}>
                {t('method.card')}
              </Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
      </Row>
      <HolderSection fields={fields} isCard={isCard} bank={bank} usage={usage} type={f.type} />
      <AccountSection fields={fields} isCard={isCard} bank={bank} isEdit={payee !== undefined} />
      <Divider titlePlacement="start" plain>
        {t('form.sections.payment')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('purpose')}>
            <Select
              options={PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))}
              data-testid="payee-purpose"
            />
          </Form.Item>
        </Col>
        {textField('remarks', 140, false, t('form.remarksHint'))}
      </Row>
    </RecordForm>
  );
};

export const PayeeAddScreen = () => {
  const { t } = useTranslation('payee');
  const navigate = useNavigate();
  return (
    <FormPageCard
      title={t('form.addTitle')}
      testId="payee-form-screen"
      back={{ label: t('backToPayees'), onClick: () => void navigate(paths.payee) }}
    >
      <PayeeFormBody />
    </FormPageCard>
  );
};

export const PayeeEditScreen = () => {
  const { t } = useTranslation('payee');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const payeeId = searchParams.get('id');
  const payee = usePayee(payeeId);
  return (
    <FormPageCard
      title={t('form.editTitle')}
      testId="payee-form-screen"
      back={{
        label: t('backToPayees'),
        onClick: () => void navigate(payeeId ? payeeDetailPath(payeeId) : paths.payee),
      }}
    >
      <DetailStates
        id={payeeId}
        query={payee}
        testId="payee-form"
        notFoundTitle={t('detail.notFound')}
        failedTitle={t('detail.loadFailed')}
      >
        {(data) => <PayeeFormBody payee={data} />}
      </DetailStates>
    </FormPageCard>
  );
};
