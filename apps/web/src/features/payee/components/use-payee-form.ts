// The state of the payee form (payee-form-screen.tsx): what is chosen (use, method, holder type,
// the bank fields of the country and currency), the server's problems, and the submission — an
// addition with one Idempotency-Key per submission, an edit with the version it was read at.
import {
  BankCardState,
  bankFieldsOf,
  CARD_CURRENCY,
  isInternational,
  needsEnglishName,
  PayeeMethod,
  PayeeRelationship,
  PayeeUsage,
  ZPayeeForm,
  type BankField,
  type PayeeDetail,
} from '@tradebridge/contracts';
import { App, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSchemaRules } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useAddPayee } from '../api/add-payee.ts';
import { useEditPayee } from '../api/edit-payee.ts';
import { isStalePayee } from '../api/get-payee.ts';
import { payeeDetailPath } from './links.ts';
import { fieldOfRequestPath, payeeRequestOf, valuesOf, type PayeeValues } from './payee-request.ts';

/**
 * The bank fields of the country and currency chosen (SWIFT is offered where it is not required),
 * and whether the payment is international: its holder's name and address then go out in Latin
 * script, and a mainland account must have its English name.
 */
export type BankFields = {
  country: string;
  required: readonly BankField[];
  international: boolean;
  needsEnglishName: boolean;
};

const useBankFields = (form: FormInstance<PayeeValues>): BankFields | null => {
  const country = Form.useWatch<string | undefined>('country', form);
  const currency = Form.useWatch<string | undefined>('currency', form);
  if (!country || !currency) return null;
  return {
    country,
    required: bankFieldsOf(country, currency),
    international: isInternational(country, currency),
    needsEnglishName: needsEnglishName(country, currency),
  };
};

export const usePayeeForm = (payee: PayeeDetail | undefined) => {
  const { t } = useTranslation('payee');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PayeeValues>();
  const add = useAddPayee();
  const edit = useEditPayee();
  const rule = useSchemaRules(ZPayeeForm, payeeRequestOf);
  const { problems, clearProblems, validate, showFailure } = useFormProblems(
    form,
    fieldOfRequestPath,
  );
  const { send } = useSubmissionKey('payee-add');
  const method = Form.useWatch<string | undefined>('method', form);
  const usage = Form.useWatch<string | undefined>('usage', form);
  const type = Form.useWatch<string | undefined>('type', form);
  const bank = useBankFields(form);
  const refused = payee?.state === BankCardState.Rejected;
  const isCard = method === PayeeMethod.Card;

  const onSubmit = async () => {
    if (!(await validate())) return;
    const request = payeeRequestOf(form.getFieldsValue(true));
    if (!ZPayeeForm.safeParse(request).success) return; // every field has said why
    let saved: PayeeDetail;
    try {
      saved = payee
        ? await edit.mutateAsync({
            payeeId: payee.id,
            version: payee.version,
            payee: request,
          })
        : await send(request, add.mutateAsync);
    } catch (error) {
      if (isStalePayee(error)) {
        void message.warning({ content: t('form.changed'), key: 'payee-changed' });
        return;
      }
      showFailure(error);
      return;
    }
    void message.success(payee ? t('form.saved') : t('form.added'));
    void navigate(payeeDetailPath(saved.id));
  };

  const onValuesChange = (changed: PayeeValues) => {
    clearProblems();
    // A withdrawal goes to the merchant's own bank account; a card is paid in HKD.
    if (changed.usage === PayeeUsage.Withdraw)
      form.setFieldsValue({ method: PayeeMethod.Bank, relationship: PayeeRelationship.Self });
    if (changed.method === PayeeMethod.Card) form.setFieldsValue({ currency: CARD_CURRENCY });
  };

  return {
    form,
    initialValues: payee
      ? valuesOf(payee)
      : {
          usage: PayeeUsage.Transfer,
          method: PayeeMethod.Bank,
          type: 'c',
          relationship: PayeeRelationship.Supplier,
          purpose: 'products',
        },
    rule,
    usage,
    type,
    bank,
    isCard,
    refused,
    problems,
    clearProblems,
    submitting: add.isPending || edit.isPending,
    onValuesChange,
    onSubmit: () => void onSubmit(),
    onCancel: () => void navigate(payee ? payeeDetailPath(payee.id) : paths.payee),
  };
};
