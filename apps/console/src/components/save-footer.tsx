// The footer of a drawer that edits something: cancel, then save (busy while the call runs). A
// refused save is said by the form, so its rejection is not carried further.
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SaveFooterProps = {
  onCancel: () => void;
  onSave: () => Promise<unknown>;
  pending: boolean;
  /** The save button's words (by default "Save"). */
  saveLabel?: ReactNode;
  testId: string;
};

export const SaveFooter = ({ onCancel, onSave, pending, saveLabel, testId }: SaveFooterProps) => {
  const { t } = useTranslation('common');
  return (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      <Button
        type="primary"
        loading={pending}
        onClick={() => void onSave().catch(() => undefined)}
        data-testid={testId}
      >
        {saveLabel ?? t('save')}
      </Button>
    </Flex>
  );
};
