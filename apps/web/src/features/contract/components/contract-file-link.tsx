// A contract's file (the contract or the PI) by its name, opened in the browser's own viewer from
// contract/file.json (inline). The window opens at the click, so no pop-up blocker stops it; where
// none can open, the file is saved instead.
import { EyeOutlined, FileOutlined } from '@ant-design/icons';
import type { Contract } from '@tradebridge/contracts';
import { isApiError, saveFile, showErrorMessage } from '@tradebridge/ui';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useViewContractFile } from '../api/view-contract-file.ts';

export const ContractFileLink = ({
  contractId,
  file,
  'data-testid': testId,
}: {
  contractId: string;
  file: Contract['contractFile'];
  'data-testid'?: string;
}) => {
  const { t } = useTranslation('contract');
  const view = useViewContractFile();
  const onOpen = async () => {
    const opened = window.open('', '_blank');
    try {
      const answer = await view.mutateAsync({ contractId, fileId: file.fileId });
      const url = URL.createObjectURL(answer.blob);
      if (opened) opened.location.href = url;
      else saveFile(answer.blob, answer.fileName ?? file.name);
    } catch (error) {
      opened?.close();
      showErrorMessage(isApiError(error) ? error.message : String(error));
    }
  };
  return (
    <Flex gap={8} align="center" wrap data-testid={testId}>
      <FileOutlined />
      <Typography.Text ellipsis={{ tooltip: file.name }} style={{ maxWidth: 260 }}>
        {file.name}
      </Typography.Text>
      <Button
        size="small"
        type="link"
        icon={<EyeOutlined />}
        loading={view.isPending}
        onClick={() => void onOpen()}
        data-testid={testId ? `${testId}-open` : undefined}
      >
        {t('detail.openFile')}
      </Button>
    </Flex>
  );
};
