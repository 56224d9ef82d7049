// /pay (spec pay, "withdrawal", "transfer", "fast transfer"): one payment to an approved payee. The
// type chooses who may be paid — a withdrawal goes to the merchant's own withdrawal accounts, a
// transfer to its payees, a fast transfer to their bank accounts only; the currency is the payee's
// and names the paying wallet (spec §5 "transfer currency must equal the paying account currency").
// As a valid amount is typed, payout/price.json is asked (once typing pauses) for the fee, the total,
// the approvals the amount's band needs and the bank's hours. "Next" asks the price afresh and opens
// the payment confirmation, which takes the TOTAL typed again with the credentials (spec §5); one
// Idempotency-Key per confirmation, reused while the same submission is retried. The made order's
// detail follows. `?payeeId=` and `?type=` preselect the payee and the type (the payee's "pay").
// A payment into mainland China draws on the settlement quota: the price says how much, and too
// little left stops it with the spec's "apply for a limit". Batches start from here (/pay/batch).
import {
  ArrowRightOutlined,
  SafetyOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { optionalMark } from '../../../components/optional-mark.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { mayPay, PayAccess } from './pay-access.tsx';
import { AmountFields, PayeeFields, PriceColumn, PurposeFields } from './pay-form-sections.tsx';
import { usePayForm, type PayValues } from './use-pay-form.ts';

const PayForm = () => {
  const { t } = useTranslation('payout');
  const pay = usePayForm();
  return (
    <>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <Form<PayValues>
            form={pay.form}
            layout="vertical"
            requiredMark={optionalMark(t('form.optional'))}
            data-testid="payout-form"
            initialValues={pay.initialValues}
            onValuesChange={pay.onValuesChange}
          >
            <PayeeFields type={pay.type} choices={pay.choices} />
            <AmountFields payee={pay.payee} available={pay.available} amountRule={pay.amountRule} />
            <PurposeFields rule={pay.rule} />
            {pay.problem ? (
              <Alert
                type="error"
                showIcon
                title={pay.problem}
                style={{ marginBottom: 16 }}
                data-testid="payout-problem"
              />
            ) : null}
            <Button
              type="primary"
              loading={pay.checking}
              onClick={() => void pay.onNext()}
              data-testid="payout-next"
            >
              {t('form.next')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <PriceColumn
            shown={pay.priceRequest !== null}
            price={pay.price}
            pending={pay.pricePending}
            error={pay.priceError}
          />
        </Col>
      </Row>
      {pay.confirmModal}
    </>
  );
};

export const PayScreen = () => {
  const { t } = useTranslation('payout');
  const { t: tm } = useTranslation('menu');
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <Card
      title={tm('pay')}
      data-testid="pay-screen"
      extra={
        <Flex gap={8} wrap justify="flex-end">
          {mayPay(user) ? (
            <Button
              icon={<TableOutlined />}
              onClick={() => void navigate(paths.payBatch)}
              data-testid="pay-batch"
            >
              {t('batch.link')}
            </Button>
          ) : null}
          <Button
            type="link"
            icon={<SafetyOutlined />}
            onClick={() => void navigate(paths.payApprovals)}
            data-testid="pay-approval-rules"
          >
            {t('policy.link')}
          </Button>
          {canAccess(user, { permission: 'payOrder:view' }) ? (
            <Button
              type="link"
              icon={<UnorderedListOutlined />}
              onClick={() => void navigate(paths.payOrder)}
              data-testid="pay-records"
            >
              {t('records.link')} <ArrowRightOutlined />
            </Button>
          ) : null}
        </Flex>
      }
    >
      <PayAccess user={user} viewOnlyTestId="payout-view-only">
        <PayForm />
      </PayAccess>
    </Card>
  );
};
