import { Spin } from 'antd';

/** Shown while the first screen's code or the operator's session loads. */
export const PageLoading = () => (
  <div
    style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    data-testid="page-loading"
  >
    <Spin size="large" />
  </div>
);
