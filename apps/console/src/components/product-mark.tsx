// The console's mark at the top of the side menu and on the login page: the product name and
// the word "console" in the current language.
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

export const ProductMark = ({ height = 64 }: { height?: number }) => {
  const { token } = theme.useToken();
  const { t } = useTranslation('layout');
  return (
    <div
      data-testid="product-mark"
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '0 24px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <span style={{ fontSize: 20, fontWeight: 600, color: token.colorPrimary }}>Tradebridge</span>
      <span
        style={{
          fontSize: 12,
          lineHeight: '20px',
          padding: '0 6px',
          borderRadius: token.borderRadiusSM,
          color: token.colorTextSecondary,
          background: token.colorFillTertiary,
        }}
      >
        {t('console')}
      </span>
    </div>
  );
};
