// The state of the batch by spreadsheet (batch-file-tab.tsx): the choice's rule, the wallet's
// available balance, the template of the choice, the entered total's rule, and what a change of
// the choice sets (a card is paid in HKD) or checks again.
import {
  amountProblem,
  CARD_CURRENCY,
  PayeeMethod,
  ZBatchFileChoice,
  type Currency,
} from '@tradebridge/contracts';
import { Form, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../lib/schema-rules.ts';
import { useDownloadBatchTemplate } from '../api/download-batch-template.ts';
import { useAmountMessage } from './amount-message.ts';
import { fileChoiceOf, type BatchFileValues } from './batch-request.ts';
import { useAvailable } from './wallet-currency-select.tsx';

const CHOICE_FIELDS = ['method', 'country', 'currency'] as const;

export const useBatchFileTab = (form: FormInstance<BatchFileValues>, onChanged: () => void) => {
  const { t } = useTranslation('payout');
  const { t: tc } = useTranslation('common');
  const rule = useSchemaRules(ZBatchFileChoice, fileChoiceOf);
  const amountMessage = useAmountMessage();
  const template = useDownloadBatchTemplate(t('batch.file.templateName'));
  const method = Form.useWatch<PayeeMethod | undefined>('method', form);
  const currency = Form.useWatch<Currency | undefined>('currency', form);
  const available = useAvailable(currency);

  const onTemplate = async () => {
    try {
      await form.validateFields([...CHOICE_FIELDS]);
    } catch {
      return; // the fields say what is missing
    }
    await template.downloadTemplate(fileChoiceOf(form.getFieldsValue(true) as BatchFileValues));
  };

  const onValuesChange = (changed: Partial<BatchFileValues>) => {
    onChanged();
    // A card is paid in HKD (spec §5 "please use HKD for payment").
    if (changed.method === PayeeMethod.Card) form.setFieldsValue({ currency: CARD_CURRENCY });
    if (changed.method !== undefined || changed.country !== undefined)
      void form.validateFields(['currency']).catch(() => undefined);
  };

  const totalRule: FormRule = {
    validator: (_, value: string | undefined) => {
      const found = amountProblem(value, currency);
      if (!found) return Promise.resolve();
      return Promise.reject(
        new Error(
          found.key === 'required'
            ? tc('validation.required', { field: t('batch.file.enteredTotal') })
            : amountMessage(found, currency),
        ),
      );
    },
  };

  return { rule, template, method, currency, available, onTemplate, onValuesChange, totalRule };
};
