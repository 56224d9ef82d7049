// The fee confirmation table of one business line (spec §6 agreements): what each fee is and how
// much, at which version. A pending one is accepted by the main user after ticking that they have
// read it; members, and anyone looking at an accepted one, read it only.
import {
  AgreementState,
  FeeType,
  FeeWay,
  formatAmount,
  roundToScale,
  scaledToString,
  trimZeros,
  type AgreementDetail,
  type BizFlag,
  type FeeScheduleRow,
} from '@tradebridge/contracts';
import { amountFormat, formatDateTime, formatMoney } from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Flex,
  Modal,
  Result,
  Skeleton,
  Table,
  Typography,
  type ButtonProps,
} from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useConfirmAgreement } from '../api/confirm-agreement.ts';
import { useAgreement } from '../api/get-agreement.ts';

const MODAL_WIDTH = 760;

const isZero = (value: string) => /^0+(?:\.0+)?$/.test(value);

const formatPercent = (percent: string) => formatAmount(percent, undefined, amountFormat());

/** An amount of a row: in its currency when it names one ("15 USD"). */
const formatFeeAmount = (amount: string, currency: string | null) =>
  formatMoney(amount, currency ?? undefined);

/** A fixed amount and/or a percentage: "15 USD", "0.3 %", "0.3 % + 0.3 USD", "Free". */
const chargeText = (
  charge: { percent?: string | undefined; fixed?: string | undefined },
  currency: string | null,
  t: TFunction<'home'>,
): string => {
  const { percent, fixed } = charge;
  if (percent && fixed && !isZero(fixed))
    return t('agreement.value.percentPlusFixed', {
      percent: formatPercent(percent),
      fixed: formatFeeAmount(fixed, currency),
    });
  if (percent) return t('agreement.value.percent', { percent: formatPercent(percent) });
  return !fixed || isZero(fixed) ? t('agreement.value.free') : formatFeeAmount(fixed, currency);
};

/**
 * The fee of a row as one text: "0.3 %", "15 USD", "0.3 % + 0.3 USD", "30 bp (0.3 %)", "Free";
 * a tiered fee step by step ("up to 1,000 USD: 5 USD; above: 0.3 %").
 */
const feeValue = (row: FeeScheduleRow, t: TFunction<'home'>): string => {
  if (row.feeWay === FeeWay.Tiered) {
    return row.tiers
      .map((tier) =>
        t(tier.upTo === null ? 'agreement.value.tierAbove' : 'agreement.value.tierUpTo', {
          upTo: tier.upTo === null ? '' : formatFeeAmount(tier.upTo, row.currency),
          charge: chargeText(tier, row.currency, t),
        }),
      )
      .join('; ');
  }
  if (row.feeWay === FeeWay.Fixed) return chargeText({ fixed: row.fixed }, row.currency, t);
  if (row.feeType === FeeType.ExchangeRateBp && row.feeWay === FeeWay.Percent) {
    // 1 % is 100 basis points.
    const bp = trimZeros(scaledToString(roundToScale(row.percent, 4), 2));
    return t('agreement.value.basisPoints', {
      bp: formatPercent(bp),
      percent: formatPercent(row.percent),
    });
  }
  return chargeText(row, row.currency, t);
};

/** The bounds of a percentage fee: "min. 10 USD, max. 50 USD"; null when it has none. */
const feeBounds = (row: FeeScheduleRow, t: TFunction<'home'>): string | null => {
  if (row.feeWay === FeeWay.Fixed || row.feeWay === FeeWay.Tiered) return null;
  const min = row.min ? formatFeeAmount(row.min, row.currency) : null;
  const max = row.max ? formatFeeAmount(row.max, row.currency) : null;
  if (min && max) return t('agreement.value.minMax', { min, max });
  if (min) return t('agreement.value.min', { min });
  if (max) return t('agreement.value.max', { max });
  return null;
};

/**
 * A consent: every figure in view, in every language, on a phone too — so the table never scrolls
 * sideways. Three columns whose texts wrap; how a fee is charged sits under its name.
 */
const FeeTable = ({ fees }: { fees: AgreementDetail['fees'] }) => {
  const { t } = useTranslation('home');
  return (
    <Table<FeeScheduleRow>
      size="small"
      pagination={false}
      dataSource={fees}
      rowKey={(row) => `${row.feeType}-${row.currency ?? '*'}`}
      data-testid="agreement-fee-table"
      columns={[
        {
          key: 'feeType',
          title: t('agreement.columns.feeType'),
          render: (_, row) => (
            <Flex vertical>
              <span>
                {t(`agreement.feeType.${row.feeType}`, {
                  defaultValue: t('agreement.feeTypeOther', { code: row.feeType }),
                })}
              </span>
              <Typography.Text type="secondary">
                {t(`agreement.feeWay.${row.feeWay}`)}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'currency',
          title: t('agreement.columns.currency'),
          render: (_, row) => row.currency ?? t('agreement.anyCurrency'),
        },
        {
          key: 'value',
          title: t('agreement.columns.value'),
          render: (_, row) => {
            const bounds = feeBounds(row, t);
            return (
              <Flex vertical data-testid={`agreement-fee-${row.feeType}`}>
                <Typography.Text strong>{feeValue(row, t)}</Typography.Text>
                {bounds ? <Typography.Text type="secondary">{bounds}</Typography.Text> : null}
              </Flex>
            );
          },
        },
      ]}
    />
  );
};

export const AgreementModal = ({ bizFlag, onClose }: { bizFlag: BizFlag; onClose: () => void }) => {
  const { t } = useTranslation('home');
  const { message } = App.useApp();
  const user = useCurrentUser();
  const agreement = useAgreement(bizFlag);
  const confirm = useConfirmAgreement();
  // The tick belongs to the version read: a newer schedule must be ticked again.
  const [tickedVersion, setTickedVersion] = useState<string | null>(null);
  const biz = t(`agreement.biz.${bizFlag}`);

  const detail = agreement.data;
  const isPending = detail?.agreementState === AgreementState.Pending;
  const canAccept = isPending && user.adminFlag;
  const ticked = detail !== undefined && tickedVersion === detail.version;

  const onAccept = async () => {
    if (!detail) return;
    try {
      await confirm.mutateAsync({ bizFlag, version: detail.version });
      void message.success(t('agreement.done', { biz }));
      onClose();
    } catch {
      // Shown in the modal from the mutation's error.
    }
  };

  let body: ReactNode;
  if (agreement.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (agreement.isError)
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void agreement.refetch()}>{t('retry')}</Button>}
      />
    );
  else {
    const d = agreement.data;
    body = (
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" data-testid="agreement-version">
          {t('agreement.version', { version: d.version })}
        </Typography.Text>
        {d.agreementState === AgreementState.Accepted ? (
          <Alert
            type="success"
            showIcon
            data-testid="agreement-accepted"
            title={
              d.acceptedAt && d.acceptedBy
                ? t('agreement.acceptedOn', {
                    time: formatDateTime(d.acceptedAt),
                    name: d.acceptedBy,
                  })
                : t('agreement.accepted')
            }
          />
        ) : null}
        <FeeTable fees={d.fees} />
        {canAccept ? (
          <Checkbox
            checked={ticked}
            onChange={(e) => setTickedVersion(e.target.checked ? d.version : null)}
            data-testid="agreement-tick"
          >
            {t('agreement.tick')}
          </Checkbox>
        ) : null}
        {isPending && !user.adminFlag ? (
          <Alert
            type="info"
            showIcon
            data-testid="agreement-main-only"
            title={t('agreement.mainOnly')}
          />
        ) : null}
        {confirm.isError ? (
          <Alert
            type="error"
            showIcon
            data-testid="agreement-error"
            title={confirm.error.message}
          />
        ) : null}
      </Flex>
    );
  }

  return (
    <Modal
      open
      title={t('agreement.title', { biz })}
      width={MODAL_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={
        canAccept
          ? [
              <Button key="cancel" onClick={onClose}>
                {t('agreement.cancel')}
              </Button>,
              <Button
                key="accept"
                type="primary"
                disabled={!ticked}
                loading={confirm.isPending}
                onClick={() => void onAccept()}
                data-testid="agreement-accept"
              >
                {t('agreement.accept')}
              </Button>,
            ]
          : [
              <Button key="close" onClick={onClose} data-testid="agreement-close">
                {t('agreement.close')}
              </Button>,
            ]
      }
    >
      <div data-testid={`agreement-modal-${bizFlag}`}>{body}</div>
    </Modal>
  );
};

/** A button that opens the fee confirmation of a business line (home's agreements). */
export const AgreementButton = ({
  bizFlag,
  children,
  ...buttonProps
}: Omit<ButtonProps, 'onClick'> & { bizFlag: BizFlag; children: ReactNode }) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {isOpen ? <AgreementModal bizFlag={bizFlag} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
