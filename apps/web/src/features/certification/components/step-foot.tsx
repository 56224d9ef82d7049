// The foot of a certification screen that hands something in (check, agreement, materials): what
// went wrong, the way back, and the screen's own action.
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';

type StepAction = {
  text: ReactNode;
  onClick: () => void;
  loading: boolean;
  testId: string;
};

export const StepFoot = ({
  problem,
  problemTestId,
  back,
  action,
}: {
  problem: string | undefined;
  problemTestId: string;
  back: ReactNode;
  /** None while there is nothing to hand in. */
  action?: StepAction;
}) => (
  <>
    {problem ? <Alert type="error" showIcon title={problem} data-testid={problemTestId} /> : null}
    <Flex gap={8} wrap justify="space-between">
      {back}
      {action ? (
        <Button
          type="primary"
          onClick={action.onClick}
          loading={action.loading}
          data-testid={action.testId}
        >
          {action.text}
        </Button>
      ) : null}
    </Flex>
  </>
);
