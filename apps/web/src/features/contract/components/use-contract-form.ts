// State of the contract form (contract-form-screen.tsx): the form and its rules (the schema's, the
// validity period's, the PI file once there is one), and the submission — an edit with the version
// it was read at, a new contract with one Idempotency-Key per submission; a contract changed
// meanwhile is said in a toast, the server's field problems go onto their fields.
import { ZAddContractRequest, type ContractDetail } from '@tradebridge/contracts';
import { formatDate } from '@tradebridge/ui';
import { App, Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSchemaRules } from '../../../lib/schema-rules.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useAddContract } from '../api/add-contract.ts';
import { useEditContract } from '../api/edit-contract.ts';
import { isStaleContract } from '../api/get-contract.ts';
import {
  contractRequestOf,
  contractValuesOf,
  fieldOfContractPath,
  validityProblem,
  type ContractValues,
} from './contract-form.ts';
import { contractDetailPath } from './links.ts';

export const useContractForm = (contract: ContractDetail | undefined) => {
  const { t } = useTranslation('contract');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContractValues>();
  const add = useAddContract();
  const edit = useEditContract();
  const submission = useSubmissionKey('contract-add');
  const rule = useSchemaRules(ZAddContractRequest, contractRequestOf);
  const { problems, clearProblems, validate, showFailure } = useFormProblems(
    form,
    fieldOfContractPath,
  );
  const hasPi = Form.useWatch('hasPi', form);
  const currency = Form.useWatch('currency', form);

  const field = (name: keyof ContractValues) => t(`fields.${name}`);
  const item = (name: keyof ContractValues) => ({
    name,
    label: field(name),
    required: true,
    rules: [rule([name], field(name))],
  });

  const validityRule: FormRule = {
    validator: async (_, range: ContractValues['validity']) => {
      const problem = validityProblem(range);
      if (problem === 'required')
        throw new Error(tc('validation.required', { field: field('validity') }));
      if (problem === 'reversed') throw new Error(t('form.validityReversed'));
      if (problem === 'notYet')
        throw new Error(
          t('form.validityNotYet', { date: formatDate(range![0]!.format('YYYY-MM-DD')) }),
        );
      if (problem === 'expired')
        throw new Error(
          t('form.validityExpired', { date: formatDate(range![1]!.format('YYYY-MM-DD')) }),
        );
    },
  };
  // The schema says so only once the rest of the request parses: said here at once.
  const piFileRule: FormRule = {
    required: true,
    message: tc('validation.required', { field: field('piFileId') }),
  };

  const onFailed = (error: unknown) => {
    if (isStaleContract(error)) {
      void message.warning({ key: 'contract-changed', content: t('form.changed') });
      return;
    }
    showFailure(error);
  };

  const onSubmit = async () => {
    if (!(await validate())) return;
    const request = contractRequestOf(form.getFieldsValue(true) as ContractValues);
    let saved: ContractDetail;
    try {
      if (contract) {
        saved = await edit.mutateAsync({
          ...request,
          contractId: contract.id,
          version: contract.version,
        });
      } else {
        saved = await submission.send(request, add.mutateAsync);
      }
    } catch (error) {
      onFailed(error);
      return;
    }
    void message.success(contract ? t('form.saved') : t('form.submitted'));
    void navigate(contractDetailPath(saved.id));
  };

  return {
    form,
    initialValues: contract ? contractValuesOf(contract) : { hasPi: false, tradingCountries: [] },
    hasPi,
    currency,
    field,
    item,
    validityRule,
    piFileRule,
    problems,
    clearProblems,
    submitting: add.isPending || edit.isPending,
    onSubmit: () => void onSubmit(),
    onCancel: () => void navigate(contract ? contractDetailPath(contract.id) : paths.contract),
    /** Re-checks the amount, whose scale is the currency's. */
    onCurrency: () => void form.validateFields(['amount']).catch(() => undefined),
  };
};
