// The parts every record form of the portal draws the same way: the page card with its way back,
// the record that cannot be changed (any more) instead of its form, the reviewer's reason a
// refused record was sent back with, the server's problems that no field
// shows, and the submit / cancel buttons under the form.
import { Alert, Button, Card, Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { BackLink } from './back-link.tsx';

/** The form's page: its title and, in the corner, the link back to where the user came from. */
export const FormPageCard = ({
  title,
  testId,
  back,
  children,
}: {
  title: ReactNode;
  testId: string;
  /** The way back; none while there is nowhere to go back to. */
  back?: { label: ReactNode; onClick: () => void; testId?: string } | undefined;
  children: ReactNode;
}) => (
  <Card
    title={title}
    data-testid={testId}
    extra={
      back ? (
        <BackLink onClick={back.onClick} testId={back.testId}>
          {back.label}
        </BackLink>
      ) : null
    }
  >
    {children}
  </Card>
);

/** Why the record was refused, above the form it is corrected in. */
export const RefusalAlert = ({
  title,
  reason,
  testId,
}: {
  title: string;
  reason: ReactNode;
  testId: string;
}) => (
  <Alert
    type="error"
    showIcon
    title={title}
    description={reason}
    style={{ marginBottom: 16 }}
    data-testid={testId}
  />
);

/** The server's problems of a submission that no field of the form shows; nothing when none. */
export const FormProblems = ({
  problems,
  testId,
  spaced = true,
}: {
  problems: readonly string[];
  testId: string;
  /** With room below it (the form goes on under it). */
  spaced?: boolean;
}) =>
  problems.length > 0 ? (
    <Alert
      type="error"
      showIcon
      title={problems.join('; ')}
      style={spaced ? { marginBottom: 16 } : undefined}
      data-testid={testId}
    />
  ) : null;

/** Submit and cancel, under the form. */
export const FormActions = ({
  submit,
  cancel,
}: {
  submit: { label: ReactNode; onClick: () => void; loading: boolean; testId: string };
  cancel: { label: ReactNode; onClick: () => void; testId: string };
}) => (
  <Flex gap={8} wrap>
    <Button
      type="primary"
      onClick={submit.onClick}
      loading={submit.loading}
      data-testid={submit.testId}
    >
      {submit.label}
    </Button>
    <Button onClick={cancel.onClick} data-testid={cancel.testId}>
      {cancel.label}
    </Button>
  </Flex>
);

/** Said instead of the form when the record cannot be changed (any more), with the way to it. */
export const NotEditableResult = ({
  title,
  testId,
  action,
}: {
  title: ReactNode;
  testId: string;
  action: { label: ReactNode; onClick: () => void };
}) => (
  <Result
    status="info"
    title={title}
    data-testid={testId}
    extra={
      <Button type="primary" onClick={action.onClick}>
        {action.label}
      </Button>
    }
  />
);
