// A record's state as a tag, as the lists and the detail screens show it: the area's word in its
// colour, the code in `data-state`; and what goes with it: a refusal's reason on hover, or a line
// under the tag (the reason written out, a receipt's progress).
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

type StateTagProps = {
  color: string;
  state: string | number;
  testId: string;
  /** Said on hover (a refusal's reason); the tag shows a help cursor then. */
  reason?: string | null;
  children: ReactNode;
};

export const StateTag = ({ color, state, testId, reason, children }: StateTagProps) => {
  const tag = (
    <Tag
      color={color}
      style={{ marginInlineEnd: 0, cursor: reason ? 'help' : undefined }}
      data-testid={testId}
      data-state={state}
    >
      {children}
    </Tag>
  );
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
};

/** The tag with a line under it; `maxWidth` bounds the line. */
export const StateTagWithLine = ({
  line,
  maxWidth,
  ...tag
}: Omit<StateTagProps, 'reason'> & { line: ReactNode; maxWidth?: number }) => (
  <Flex vertical gap={2} align="start" style={maxWidth === undefined ? undefined : { maxWidth }}>
    <StateTag {...tag} />
    {line}
  </Flex>
);

/** A refusal's reason written under its tag, cut to one line with the whole on hover. */
export const ReasonLine = ({
  reason,
  testId,
  children,
}: {
  reason: string;
  testId: string;
  /** The reason as the area says it ("Reason: …"). */
  children: ReactNode;
}) => (
  <Typography.Text
    type="danger"
    style={{ fontSize: 12 }}
    ellipsis={{ tooltip: reason }}
    data-testid={testId}
  >
    {children}
  </Typography.Text>
);
