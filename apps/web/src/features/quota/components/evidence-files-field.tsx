// A form control holding the ids of several uploaded files (file/upload.json, JPEG, PNG or PDF
// under 10 MB): each file with its preview and removal, and a place to add one more while fewer
// than `max` are held.
import { Flex } from 'antd';
import { FileUploadField } from '../../../components/file-upload-field.tsx';

export type EvidenceFilesFieldProps = {
  value?: string[];
  onChange?: (fileIds: string[]) => void;
  id?: string;
  max: number;
  /** What the nth file is, for its preview's title and the buttons. */
  labelOf: (n: number) => string;
  'data-testid'?: string;
};

export const EvidenceFilesField = ({
  value = [],
  onChange,
  id,
  max,
  labelOf,
  'data-testid': testId,
}: EvidenceFilesFieldProps) => (
  <Flex vertical gap={12} data-testid={testId} style={{ minWidth: 0 }}>
    {value.map((fileId, index) => (
      <FileUploadField
        key={fileId}
        value={fileId}
        label={labelOf(index + 1)}
        onChange={(next) =>
          onChange?.(
            next
              ? value.map((held) => (held === fileId ? next : held))
              : value.filter((_, i) => i !== index),
          )
        }
        data-testid="quota-file"
      />
    ))}
    {value.length < max ? (
      <FileUploadField
        // A new control after each upload: the one just used holds nothing of it.
        key={`new-${value.length}`}
        id={id}
        label={labelOf(value.length + 1)}
        onChange={(next) => {
          if (next) onChange?.([...value, next]);
        }}
        data-testid="quota-file-add"
      />
    ) : null}
  </Flex>
);
