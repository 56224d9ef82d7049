// How much of a quota is used, as a thin bar: the primary colour while some is left, the warning
// colour once all is drawn.
import { Progress, theme } from 'antd';
import { usedPercent } from './labels.ts';

export const UsageBar = ({ used, amount }: { used: string; amount: string }) => {
  const { token } = theme.useToken();
  const percent = usedPercent(used, amount);
  return (
    <Progress
      percent={percent}
      showInfo={false}
      size="small"
      strokeColor={percent >= 100 ? token.colorWarning : undefined}
      style={{ margin: 0, lineHeight: 1 }}
      data-testid="quota-usage"
      data-percent={percent}
    />
  );
};
