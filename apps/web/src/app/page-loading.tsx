import { Spin } from 'antd';

/** Shown while the first screen's code loads. */
export const PageLoading = () => (
  <div
    style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
  >
    <Spin size="large" />
  </div>
);
