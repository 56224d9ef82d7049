// Bank files (admin, finance): the camt.054 credit notifications taken from the server's inbox
// folder (swept every minute) or uploaded here, newest first, with what their import did (entries,
// credited, held, exceptions, duplicates) or why it failed. An upload is stored and queued; the
// list refreshes itself while a file is queued or importing, so the import is seen moving on. A
// single credit can be posted by hand through the same path.
import {
  FileTextOutlined,
  InboxOutlined,
  PlusOutlined,
  SyncOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { BankFile } from '@tradebridge/contracts';
import { Button, Typography, Upload } from 'antd';
import { ListScreen } from '../../../components/list-screen.tsx';
import { PostCreditModal } from './post-credit-modal.tsx';
import { StatementModal } from './statement-modal.tsx';
import { useBankFilesScreen } from './use-bank-files-screen.ts';

const ACCEPT = '.xml,application/xml,text/xml';

export const BankFilesScreen = () => {
  const { t, listProps, query, columns, refreshing, uploading, onUpload, ...dialogs } =
    useBankFilesScreen();
  return (
    <ListScreen<BankFile>
      {...listProps}
      name="bank-files"
      title={t('bankFiles.title')}
      description={t('bankFiles.intro')}
      filters={
        <Typography.Text type="secondary" data-testid="bank-files-inbox">
          <InboxOutlined /> {t('bankFiles.inbox')}
        </Typography.Text>
      }
      actions={
        <>
          <Button
            icon={<FileTextOutlined />}
            onClick={() => dialogs.setStatementOpen(true)}
            data-testid="statement-open"
          >
            {t('statement.action')}
          </Button>
          <Button
            icon={<PlusOutlined />}
            onClick={() => dialogs.setPosting(true)}
            data-testid="post-credit-open"
          >
            {t('credit.action')}
          </Button>
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            multiple={false}
            // The file is sent by our own multipart call, not by antd's uploader.
            beforeUpload={(file) => {
              void onUpload(file);
              return false;
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={uploading}
              data-testid="bank-file-upload"
            >
              {t('bankFiles.upload')}
            </Button>
          </Upload>
        </>
      }
      status={
        refreshing && (
          <Typography.Text type="secondary" data-testid="bank-files-refreshing">
            <SyncOutlined spin /> {t('bankFiles.refreshing')}
          </Typography.Text>
        )
      }
      query={query}
      emptyText={t('bankFiles.empty')}
      columns={columns}
    >
      <PostCreditModal open={dialogs.posting} onClose={() => dialogs.setPosting(false)} />
      <StatementModal
        open={dialogs.statementOpen}
        onClose={() => dialogs.setStatementOpen(false)}
      />
    </ListScreen>
  );
};
