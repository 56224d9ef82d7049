// State of the shop form (shop-form-screen.tsx): the form and its schema rules, and the submission
// — an addition with one Idempotency-Key per submission, an edit with the version it was read at;
// a shop changed meanwhile is said in a toast, the server's field problems go onto their fields.
import {
  ShopState,
  ZAddShopRequest,
  ZEditShopRequest,
  type ShopDetail,
} from '@tradebridge/contracts';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSchemaRules } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useAddShop } from '../api/add-shop.ts';
import { useEditShop } from '../api/edit-shop.ts';
import { isStaleShop } from '../api/get-shop.ts';
import { shopDetailPath } from './links.ts';
import {
  fieldOfShopPath,
  shopRequestOf,
  shopValuesOf,
  type FIELDS,
  type ShopValues,
} from './shop-form.ts';

export const useShopForm = (shop: ShopDetail | undefined) => {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ShopValues>();
  const add = useAddShop();
  const edit = useEditShop();
  const rule = useSchemaRules(ZAddShopRequest, shopRequestOf);
  const { problems, clearProblems, validate, showFailure } = useFormProblems(form, fieldOfShopPath);
  const { send } = useSubmissionKey('shop-add');
  const refused = shop?.state === ShopState.NotApproved;

  const onFailed = (error: unknown) => {
    if (isStaleShop(error)) {
      void message.warning({ content: t('form.changed'), key: 'shop-changed' });
      return;
    }
    showFailure(error);
  };

  const onSubmit = async () => {
    if (!(await validate())) return;
    const values = shopRequestOf(form.getFieldsValue(true));
    let saved: ShopDetail;
    try {
      if (shop) {
        const parsed = ZEditShopRequest.safeParse({
          ...values,
          shopId: shop.id,
          version: shop.version,
        });
        if (!parsed.success) return; // every field has said why
        saved = await edit.mutateAsync(parsed.data);
      } else {
        const parsed = ZAddShopRequest.safeParse(values);
        if (!parsed.success) return;
        saved = await send(parsed.data, add.mutateAsync);
      }
    } catch (error) {
      onFailed(error);
      return;
    }
    void message.success(
      shop ? (refused ? t('form.resubmitted') : t('form.saved')) : t('form.added'),
    );
    void navigate(shopDetailPath(saved.id));
  };

  const item = (name: (typeof FIELDS)[number], label: string, required = true) => ({
    name,
    label,
    required,
    rules: [rule([name], label)],
  });

  return {
    form,
    initialValues: shop ? shopValuesOf(shop) : { storeType: 'marketplace' as const },
    refused,
    item,
    problems,
    clearProblems,
    submitting: add.isPending || edit.isPending,
    onSubmit: () => void onSubmit(),
    onCancel: () => void navigate(shop ? shopDetailPath(shop.id) : paths.shop),
  };
};
