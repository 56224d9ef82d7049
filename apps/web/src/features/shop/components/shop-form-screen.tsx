// /shop/add and /shop/edit?id= (spec shop "add" and "edit"): every field of a shop, checked as it
// is typed with the contracts' ZAddShopRequest (the same fields the server parses). The site shows
// the currency it pays out in. The keys are password inputs; on an edit they are shown only as
// their hints: left untouched a key is not sent (kept), "remove" sends '' (removed), typing sends
// the new key. Before it is sent the form says what happens next (auth/list.json tells which
// platforms are authorized). An addition carries one Idempotency-Key per submission (the same
// while the same submission is retried); an edit carries the version it was read at. A refused
// shop is corrected here and resubmitted; the server's field problems go onto their fields.
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  payoutCurrencyOfSite,
  ShopState,
  ZAddShopRequest,
  ZEditShopRequest,
  type AddShopRequest,
  type ShopDetail,
  type ShopPlatform,
  type StoreType,
} from '@tradebridge/contracts';
import { AmountInput } from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { DetailStates } from '../../../components/detail-states.tsx';
import { CountrySelect } from '../../../components/country-select.tsx';
import { optionalMark } from '../../../components/optional-mark.tsx';
import { showSubmitFailure, useSchemaRules } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useAddShop } from '../api/add-shop.ts';
import { useEditShop } from '../api/edit-shop.ts';
import { isStaleShop, useShop } from '../api/get-shop.ts';
import { useAuthList } from '../api/list-platforms.ts';
import { GOODS_TYPES, PLATFORMS, STORE_TYPES } from './labels.ts';
import { shopDetailPath } from './links.ts';
import { endsAssociation, nextStepOf } from './next-step.ts';
import { SecretInput } from './secret-input.tsx';

/** The form's values: the request's fields, a key undefined while it is left as it is. */
export type ShopValues = {
  name?: string;
  link?: string;
  holder?: string;
  category?: AddShopRequest['category'];
  yearlySales?: string;
  site?: string;
  platform?: ShopPlatform;
  storeType?: StoreType;
  handle?: string;
  platformMerchantId?: string;
  gateway?: string;
  apiKey?: string;
  privateKey?: string;
};

const FIELDS = [
  'name',
  'link',
  'holder',
  'category',
  'yearlySales',
  'site',
  'platform',
  'storeType',
  'handle',
  'platformMerchantId',
  'gateway',
  'apiKey',
  'privateKey',
] as const;

/**
 * The request the values make: every field as typed, a key only when it was touched (removed: '',
 * replaced: the new key); left out, the server keeps it.
 */
export const shopRequestOf = (values: ShopValues) => ({
  name: values.name ?? '',
  link: values.link ?? '',
  holder: values.holder ?? '',
  category: values.category,
  yearlySales: values.yearlySales ?? '',
  site: values.site ?? '',
  platform: values.platform,
  storeType: values.storeType,
  handle: values.handle ?? '',
  platformMerchantId: values.platformMerchantId ?? '',
  gateway: values.gateway ?? '',
  ...(values.apiKey !== undefined ? { apiKey: values.apiKey } : {}),
  ...(values.privateKey !== undefined ? { privateKey: values.privateKey } : {}),
});

/** An edit starts from the shop as it is, its keys left as they are. */
const valuesOf = (shop: ShopDetail): ShopValues => ({
  name: shop.name,
  link: shop.link,
  holder: shop.holder,
  category: shop.category as AddShopRequest['category'],
  yearlySales: shop.yearlySales,
  site: shop.site,
  platform: shop.platform,
  storeType: shop.storeType,
  handle: shop.handle,
  platformMerchantId: shop.platformMerchantId,
  gateway: shop.gateway,
});

const fieldOfRequestPath = (path: string) =>
  (FIELDS as readonly string[]).includes(path) ? path : undefined;

/** What the submission leads to, from the platform chosen and (on an edit) the shop as it is. */
const NextStepNotice = ({ shop }: { shop: ShopDetail | undefined }) => {
  const { t } = useTranslation('shop');
  const platform = Form.useWatch<ShopPlatform | undefined>('platform');
  const handle = Form.useWatch<string | undefined>('handle');
  const authList = useAuthList();
  if (!platform) return null;
  const canAuthorize = Boolean(
    authList.data?.platforms.find((p) => p.platform === platform)?.canAuthorize,
  );
  if (!authList.data) return null;
  const input = { shop, platform, handle, canAuthorize };
  const step = nextStepOf(input);
  return (
    <Alert
      type={step === 'awaitingNoAdapter' ? 'warning' : 'info'}
      showIcon
      title={t('form.next.title')}
      description={
        <Flex vertical gap={4}>
          <span>{t(`form.next.${step}`, { platform: t(`platform.${platform}`) })}</span>
          {endsAssociation(input) ? <span>{t('form.next.endsAssociation')}</span> : null}
        </Flex>
      }
      style={{ marginBottom: 16 }}
      data-testid="shop-next-step"
      data-step={step}
    />
  );
};

const PayoutCurrencyHint = () => {
  const { t } = useTranslation('shop');
  const site = Form.useWatch<string | undefined>('site');
  if (!site) return null;
  return (
    <span data-testid="shop-payout-currency">
      {t('form.payoutCurrency', { currency: payoutCurrencyOfSite(site) })}
    </span>
  );
};

const ShopForm = ({ shop }: { shop?: ShopDetail }) => {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ShopValues>();
  const add = useAddShop();
  const edit = useEditShop();
  const rule = useSchemaRules(ZAddShopRequest, shopRequestOf);
  const [problems, setProblems] = useState<string[]>([]);
  const { send } = useSubmissionKey('shop-add');
  const refused = shop?.state === ShopState.NotApproved;

  const onFailed = (error: unknown) => {
    if (isStaleShop(error)) {
      void message.warning({ content: t('form.changed'), key: 'shop-changed' });
      return;
    }
    showSubmitFailure(form, error, fieldOfRequestPath, setProblems);
  };

  const onSubmit = async () => {
    setProblems([]);
    try {
      await form.validateFields();
    } catch {
      return;
    }
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

  return (
    <Form<ShopValues>
      form={form}
      layout="vertical"
      requiredMark={optionalMark(t('form.optional'))}
      style={{ maxWidth: 960 }}
      initialValues={shop ? valuesOf(shop) : { storeType: 'marketplace' }}
      onValuesChange={() => setProblems([])}
      data-testid="shop-form"
    >
      {refused ? (
        <Alert
          type="error"
          showIcon
          title={t('form.refused')}
          description={shop.reason ?? t('form.noReason')}
          style={{ marginBottom: 16 }}
          data-testid="shop-refusal"
        />
      ) : null}
      <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
        {t('form.sections.shop')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('name', t('form.name'))}>
            <Input maxLength={100} data-testid="shop-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('link', t('form.link'))}>
            <Input maxLength={300} placeholder="https://" data-testid="shop-link-input" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('holder', t('form.holder'))} extra={t('form.holderHint')}>
            <Input maxLength={100} data-testid="shop-holder" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('category', t('form.category'))}>
            <Select
              placeholder={t('form.choose')}
              options={GOODS_TYPES.map((code) => ({ value: code, label: t(`category.${code}`) }))}
              data-testid="shop-category"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('yearlySales', t('form.yearlySales'))}>
            <AmountInput suffix="USD" data-testid="shop-yearly-sales" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('site', t('form.site'))} extra={<PayoutCurrencyHint />}>
            <CountrySelect placeholder={t('form.choose')} data-testid="shop-site" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('form.sections.platform')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('platform', t('form.platform'))}>
            <Select
              placeholder={t('form.choose')}
              options={PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) }))}
              data-testid="shop-platform-select"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('storeType', t('form.storeType'))}>
            <Radio.Group
              options={STORE_TYPES.map((type) => ({ value: type, label: t(`storeType.${type}`) }))}
              data-testid="shop-store-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('handle', t('form.handle'))} extra={t('form.handleHint')}>
            <Input maxLength={100} autoComplete="off" data-testid="shop-handle" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('platformMerchantId', t('form.platformMerchantId'), false)}>
            <Input maxLength={64} autoComplete="off" data-testid="shop-merchant-id" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('gateway', t('form.gateway'), false)} extra={t('form.gatewayHint')}>
            <Input maxLength={100} data-testid="shop-gateway" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('form.sections.keys')}
      </Divider>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('form.keysHint')}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('apiKey', t('form.apiKey'), false)}>
            <SecretInput
              hint={shop?.apiKeyHint ?? null}
              maxLength={500}
              aria-label={t('form.apiKey')}
              testId="shop-api-key"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('privateKey', t('form.privateKey'), false)}>
            <SecretInput
              hint={shop?.privateKeyHint ?? null}
              maxLength={4000}
              aria-label={t('form.privateKey')}
              testId="shop-private-key"
            />
          </Form.Item>
        </Col>
      </Row>
      <NextStepNotice shop={shop} />
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={problems.join('; ')}
          style={{ marginBottom: 16 }}
          data-testid="shop-problems"
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button
          type="primary"
          onClick={() => void onSubmit()}
          loading={add.isPending || edit.isPending}
          data-testid="shop-submit"
        >
          {shop ? (refused ? t('form.resubmit') : t('form.save')) : t('form.submit')}
        </Button>
        <Button
          onClick={() => void navigate(shop ? shopDetailPath(shop.id) : paths.shop)}
          data-testid="shop-cancel"
        >
          {t('form.cancel')}
        </Button>
      </Flex>
    </Form>
  );
};

/** `?id=`: the shop to change, once loaded; a closed one cannot be changed. */
const EditBody = ({ shopId }: { shopId: string | null }) => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const shop = useShop(shopId);
  return (
    <DetailStates
      id={shopId}
      query={shop}
      testId="shop-form"
      notFoundTitle={t('detail.notFound')}
      failedTitle={t('detail.loadFailed')}
    >
      {(data) =>
        data.state === ShopState.Cancelled ? (
          <Result
            status="info"
            title={t('form.closedShop')}
            data-testid="shop-form-closed"
            extra={
              <Button type="primary" onClick={() => void navigate(shopDetailPath(data.id))}>
                {t('backToShop')}
              </Button>
            }
          />
        ) : (
          // Read again after a change meanwhile, the form keeps what was typed and sends the new
          // version.
          <ShopForm shop={data} />
        )
      }
    </DetailStates>
  );
};

export const ShopAddScreen = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  return (
    <Card
      title={t('form.addTitle')}
      data-testid="shop-form-screen"
      extra={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.shop)}>
          {t('backToShops')}
        </Button>
      }
    >
      <ShopForm />
    </Card>
  );
};

export const ShopEditScreen = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const shopId = searchParams.get('id');
  const shop = useShop(shopId);
  const refused = shop.data?.state === ShopState.NotApproved;
  return (
    <Card
      title={refused ? t('form.resubmitTitle') : t('form.editTitle')}
      data-testid="shop-form-screen"
      extra={
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(shopId ? shopDetailPath(shopId) : paths.shop)}
        >
          {shopId ? t('backToShop') : t('backToShops')}
        </Button>
      }
    >
      <EditBody shopId={shopId} />
    </Card>
  );
};
