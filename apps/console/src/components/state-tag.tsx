// A state as a coloured tag in the area's words (namespace `ns`, key `<prefix>.<state>`); a state
// the console does not know shows as its code.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type StateTagProps = {
  ns: string;
  prefix: string;
  /** The colour of each state the console knows. */
  colors: Readonly<Record<string, string>>;
  state: string | number;
  testId: string;
};

export const StateTag = ({ ns, prefix, colors, state, testId }: StateTagProps) => {
  const { t } = useTranslation(ns);
  const color = colors[String(state)];
  return (
    <Tag color={color ?? 'default'} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {color ? t(`${prefix}.${state}`) : String(state)}
    </Tag>
  );
};
