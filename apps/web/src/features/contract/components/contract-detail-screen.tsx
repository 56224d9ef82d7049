// /contract/detail?id= (spec trade contract): every field, the contract and PI files opened inline,
// the state with a refusal's reason, the story, and what the server allows now — edit (a refused
// contract is corrected and sent again), delete (asked to confirm; its orders go with it), and the
// contract's orders with adding, importing, changing and deleting them.
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ContractState, type ContractDetail } from '@tradebridge/contracts';
import { formatDate, formatDateTime, formatMoney, regionName, useLanguage } from '@tradebridge/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaleFailure } from '../../../lib/confirmed-action.ts';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ConfirmedActionButton } from '../../../components/confirmed-action-button.tsx';
import {
  DetailColumns,
  DetailFields,
  DetailNotice,
  DetailFigure,
  detailScreen,
} from '../../../components/detail-page.tsx';
import { EventTimeline } from '../../../components/event-timeline.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useDeleteContract } from '../api/delete-contract.ts';
import { isStaleContract, useContract } from '../api/get-contract.ts';
import { ContractFileLink } from './contract-file-link.tsx';
import { ContractOrders } from './contract-orders.tsx';
import { ContractStateTag } from './contract-state-tag.tsx';
import { CONTRACT_EVENT_COLORS, TRADE_TYPE_NAMES } from './labels.ts';
import { contractEditPath } from './links.ts';

const DeleteButton = ({ contract }: { contract: ContractDetail }) => {
  const { t } = useTranslation('contract');
  const remove = useDeleteContract();
  const onFailure = useStaleFailure(isStaleContract, {
    key: 'contract-changed',
    content: t('form.changed'),
  });
  return (
    <ConfirmedActionButton
      danger
      icon={<DeleteOutlined />}
      loading={remove.isPending}
      data-testid="contract-delete"
      action={{
        title: t('delete.title', { contractNo: contract.contractNo }),
        content: t('delete.body', { count: contract.orderCount }),
        okText: t('delete.confirm'),
        okTestId: 'contract-delete-confirm',
        cancelText: t('delete.keep'),
        run: () => remove.mutateAsync({ contractId: contract.id, version: contract.version }),
        onFailure,
        done: t('delete.done'),
      }}
    >
      {t('delete.button')}
    </ConfirmedActionButton>
  );
};

const ContractBody = ({ contract }: { contract: ContractDetail }) => {
  const { t } = useTranslation('contract');
  const language = useLanguage();
  const refused = contract.state === ContractState.Rejected;
  return (
    <Flex vertical gap={16}>
      {refused ? (
        <DetailNotice type="error" title={t('detail.refused')} data-testid="contract-refused">
          {contract.reason ? (
            <span data-testid="contract-reason">
              {t('reasonLine', { reason: contract.reason })}
            </span>
          ) : null}
          <span>{t('detail.refusedHint')}</span>
        </DetailNotice>
      ) : null}
      <Flex gap={24} wrap align="center">
        <DetailFigure label={t('fields.amount')} size={26} testId="contract-amount">
          {formatMoney(contract.amount, contract.currency, { fixed: true })}
        </DetailFigure>
        <ContractStateTag contract={{ state: contract.state, reason: null }} />
      </Flex>
      <DetailColumns
        mainSpan={17}
        main={
          <DetailFields
            testId="contract-summary"
            items={[
              {
                key: 'recordNo',
                label: t('fields.recordNo'),
                children: <Typography.Text copyable>{contract.recordNo}</Typography.Text>,
              },
              {
                key: 'contractNo',
                label: t('fields.contractNo'),
                children: (
                  <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
                    {contract.contractNo}
                  </Typography.Text>
                ),
              },
              { key: 'buyerName', label: t('fields.buyerName'), children: contract.buyerName },
              {
                key: 'buyerCountry',
                label: t('fields.buyerCountry'),
                children: regionName(contract.buyerCountry, language),
              },
              {
                key: 'tradeType',
                label: t('fields.tradeType'),
                children: t(`tradeType.${TRADE_TYPE_NAMES[contract.tradeType]}`),
              },
              {
                key: 'contractType',
                label: t('fields.contractType'),
                children: t(`contractType.${contract.contractType}`),
              },
              {
                key: 'tradingCountries',
                label: t('fields.tradingCountries'),
                children: contract.tradingCountries
                  .map((code) => regionName(code, language))
                  .join(', '),
              },
              {
                key: 'tradingParty',
                label: t('fields.tradingParty'),
                children: contract.tradingParty,
              },
              { key: 'currency', label: t('fields.currency'), children: contract.currency },
              {
                key: 'validity',
                label: t('fields.validity'),
                children: t('validityRange', {
                  from: formatDate(contract.validFrom),
                  to: formatDate(contract.validTo),
                }),
              },
              {
                key: 'contractFile',
                label: t('fields.contractFileId'),
                children: (
                  <ContractFileLink
                    contractId={contract.id}
                    file={contract.contractFile}
                    data-testid="contract-file"
                  />
                ),
              },
              {
                key: 'piFile',
                label: t('fields.piFileId'),
                children: contract.piFile ? (
                  <ContractFileLink
                    contractId={contract.id}
                    file={contract.piFile}
                    data-testid="contract-pi-file"
                  />
                ) : (
                  t('detail.noPi')
                ),
              },
              {
                key: 'createdAt',
                label: t('detail.createdAt'),
                children: formatDateTime(contract.createdAt),
              },
              {
                key: 'updatedAt',
                label: t('detail.updatedAt'),
                children: formatDateTime(contract.updatedAt),
              },
            ]}
          />
        }
        side={
          <Card size="small" title={t('detail.history')} style={{ height: '100%' }}>
            <EventTimeline
              testId="contract"
              history={contract.history}
              eventText={(action) => t(`event.${action}`, { defaultValue: action })}
              actorText={(actor) => (actor === 'system' ? t('actorSystem') : actor)}
              colors={CONTRACT_EVENT_COLORS}
            />
          </Card>
        }
      />
      <ContractOrders contract={contract} />
    </Flex>
  );
};

/** Editing (correcting a refused contract) and deleting, as the user's rights and the contract allow. */
const ContractActions = ({ record }: { record: ContractDetail | undefined }) => {
  const { t } = useTranslation('contract');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'contract:operate' });
  return (
    <>
      {record && canOperate && record.actions.includes('edit') ? (
        <Button
          icon={<EditOutlined />}
          onClick={() => void navigate(contractEditPath(record.id))}
          data-testid="contract-edit"
        >
          {record.state === ContractState.Rejected ? t('detail.correct') : t('detail.edit')}
        </Button>
      ) : null}
      {record && canOperate && record.actions.includes('delete') ? (
        <DeleteButton contract={record} />
      ) : null}
    </>
  );
};

export const ContractDetailScreen = detailScreen({
  namespace: 'contract',
  param: 'id',
  useRecord: useContract,
  texts: 'detail',
  titleOf: (data, t) => t('detail.titleOf', { contractNo: data.contractNo }),
  testId: 'contract-detail-screen',
  statesTestId: 'contract',
  back: { to: paths.contract, text: 'backToContracts' },
  Actions: ContractActions,
  body: (data) => <ContractBody contract={data} />,
});
