// What the import did with a credit posted by hand (post-credit-modal.tsx): the outcome in words,
// a link on to where it went, and the counts of the one-entry bank file.
import type { BankFile, PostCreditRequest } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { Alert, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { BankFileStateTag } from './collection-labels.tsx';

/** What the import did with the one entry, in words. */
const outcomeOf = (file: BankFile) => {
  if (file.duplicates > 0) return 'duplicate' as const;
  if (file.exceptions > 0) return 'exception' as const;
  if (file.held > 0) return 'held' as const;
  if (file.credited > 0) return 'credited' as const;
  return 'failed' as const;
};

export const CreditOutcome = ({
  file,
  request,
}: {
  file: BankFile;
  request: PostCreditRequest;
}) => {
  const { t } = useTranslation('collection');
  const outcome = outcomeOf(file);
  const type =
    outcome === 'credited'
      ? 'success'
      : outcome === 'held' || outcome === 'duplicate'
        ? 'info'
        : 'warning';
  return (
    <Flex vertical gap={12} data-testid="credit-outcome" data-outcome={outcome}>
      <Alert
        type={type}
        showIcon
        title={t(`credit.outcome.${outcome}`, {
          amount: formatMoney(request.amount, request.currency),
          account: request.account,
        })}
        description={
          outcome === 'held' ? (
            <Link to={paths.collections}>{t('credit.toCollections')}</Link>
          ) : outcome === 'exception' ? (
            <Link to={paths.importExceptions}>{t('credit.toExceptions')}</Link>
          ) : outcome === 'failed' && file.error ? (
            file.error
          ) : undefined
        }
      />
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'file', label: t('bankFiles.columns.name'), children: file.name, span: 2 },
          {
            key: 'state',
            label: t('bankFiles.columns.state'),
            children: <BankFileStateTag state={file.state} />,
            span: 2,
          },
          ...(['entries', 'credited', 'held', 'exceptions', 'duplicates'] as const).map(
            (count) => ({
              key: count,
              label: t(`bankFiles.columns.${count}`),
              children: <span data-testid={`credit-outcome-${count}`}>{file[count]}</span>,
            }),
          ),
        ]}
      />
    </Flex>
  );
};
