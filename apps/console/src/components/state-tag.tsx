// A state as a coloured tag in the area's words (namespace `ns`, key `<prefix>.<state>`); a state
// the console does not know shows as its code.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type StateTagOptions = {
  /** Keep Ant Design's margin after the tag (the tags drawn before StateTag had it); off: none. */
  keepMargin?: boolean;
};

export type StateTagProps = StateTagOptions & {
  ns: string;
  prefix: string;
  /** The colour of each state the console knows. */
  colors: Readonly<Record<string, string>>;
  state: string | number;
  testId: string;
};

export const StateTag = ({ ns, prefix, colors, state, testId, keepMargin }: StateTagProps) => {
  const { t } = useTranslation(ns);
  const color = colors[String(state)];
  return (
    <Tag
      color={color ?? 'default'}
      data-testid={testId}
      style={keepMargin ? undefined : { marginInlineEnd: 0 }}
    >
      {color ? t(`${prefix}.${state}`) : String(state)}
    </Tag>
  );
};

/**
 * An area's tag of one kind of state: `<prefix>.<state>` of namespace `ns` in its colours, under
 * the test id `testId` unless a screen gives another.
 */
export const stateTagOf = (
  ns: string,
  prefix: string,
  colors: Readonly<Record<string, string>>,
  testId: string,
  options: StateTagOptions = {},
) => {
  const AreaStateTag = (props: { state: number; testId?: string }) => (
    <StateTag
      ns={ns}
      prefix={prefix}
      colors={colors}
      state={props.state}
      testId={props.testId ?? testId}
      keepMargin={options.keepMargin}
    />
  );
  return AreaStateTag;
};
