// The product mark at the top of the side menu and on the public pages: the merchant's logo from
// configDetail when set, else the product name.
import { theme } from 'antd';
import { useBranding } from '../lib/config-detail.ts';

export const ProductLogo = ({ height = 64 }: { height?: number }) => {
  const { productName, menuLogo } = useBranding();
  const { token } = theme.useToken();
  return (
    <div
      data-testid="product-logo"
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        padding: '0 24px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      {menuLogo ? (
        <img
          src={menuLogo}
          alt={productName}
          style={{ maxHeight: height - 24, maxWidth: '100%' }}
        />
      ) : (
        <span style={{ fontSize: 20, fontWeight: 600, color: token.colorPrimary }}>
          {productName}
        </span>
      )}
    </div>
  );
};
