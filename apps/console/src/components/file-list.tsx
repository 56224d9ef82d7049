// The files a merchant handed in with a record (a collection's materials, a contract and its
// proforma invoice), one a row: what it is, its name, a note (when it came), and a button that
// opens it in place (FilePreview) when the reviewer asks for it, so the bytes are fetched then and
// not for every file at once. Without `canOpen` the rows only name the files.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';

export type ListedFile = {
  kind: ReactNode;
  name: string;
  note?: ReactNode;
  /** The row's test id; its button's is `openTestId`. */
  testId: string;
  openTestId: string;
  /** The file shown in place (mounted, and so fetched, only once opened). */
  preview: ReactNode;
};

export type FileListProps = {
  files: readonly ListedFile[];
  canOpen?: boolean;
  labels: { open: string; close: string };
};

export const FileList = ({ files, canOpen = true, labels }: FileListProps) => {
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorderSecondary}`;
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (testId: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(testId)) next.delete(testId);
      else next.add(testId);
      return next;
    });
  return (
    <Flex vertical gap={12}>
      {files.map((file, index) => {
        const isOpen = canOpen && opened.has(file.testId);
        return (
          <Flex
            key={file.testId}
            vertical
            gap={8}
            data-testid={file.testId}
            style={{ paddingTop: index > 0 ? 12 : 0, borderTop: index > 0 ? border : undefined }}
          >
            <Flex gap={8} wrap align="center">
              <Tag style={{ marginInlineEnd: 0 }}>{file.kind}</Tag>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{file.name}</Typography.Text>
              {file.note && <Typography.Text type="secondary">{file.note}</Typography.Text>}
              {canOpen && (
                <Button
                  size="small"
                  icon={isOpen ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                  onClick={() => toggle(file.testId)}
                  data-testid={file.openTestId}
                  style={{ marginInlineStart: 'auto' }}
                >
                  {isOpen ? labels.close : labels.open}
                </Button>
              )}
            </Flex>
            {isOpen && file.preview}
          </Flex>
        );
      })}
    </Flex>
  );
};
