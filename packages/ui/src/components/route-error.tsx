// The error element of the router: a screen whose code failed to load (network, new release,
// chunk time-out) or threw while rendering. Offers a reload. Kept light (plain elements instead of
// antd Result and Typography, ~16 KB): it is part of the first script every page loads.
import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <Flex
      vertical
      align="center"
      gap="middle"
      role="alert"
      data-testid="route-error"
      style={{ padding: '48px 32px', textAlign: 'center' }}
    >
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError }} aria-hidden />
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
        {t('routeError.title')}
      </h1>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('routeError.description')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Flex>
  );
};
