// The sections of the shop form (shop-form-screen.tsx): the shop, its platform, its keys, and
// what the submission leads to. Each field's item (label, rules) comes from use-shop-form.ts.
import { payoutCurrencyOfSite, type ShopDetail, type ShopPlatform } from '@tradebridge/contracts';
import { AmountInput } from '@tradebridge/ui';
import { Alert, Col, Divider, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select.tsx';
import { useAuthList } from '../api/list-platforms.ts';
import { GOODS_TYPES, PLATFORMS, STORE_TYPES } from './labels.ts';
import { endsAssociation, nextStepOf } from './next-step.ts';
import { SecretInput } from './secret-input.tsx';
import type { useShopForm } from './use-shop-form.ts';

type Item = ReturnType<typeof useShopForm>['item'];

/** What the submission leads to, from the platform chosen and (on an edit) the shop as it is. */
export const NextStepNotice = ({ shop }: { shop: ShopDetail | undefined }) => {
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

export const ShopSection = ({ item }: { item: Item }) => {
  const { t } = useTranslation('shop');
  return (
    <>
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
    </>
  );
};

export const PlatformSection = ({ item }: { item: Item }) => {
  const { t } = useTranslation('shop');
  return (
    <>
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
    </>
  );
};

export const KeysSection = ({ item, shop }: { item: Item; shop: ShopDetail | undefined }) => {
  const { t } = useTranslation('shop');
  return (
    <>
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
    </>
  );
};
