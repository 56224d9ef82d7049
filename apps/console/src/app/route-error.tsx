// The error element of the router: a screen whose code failed to load (network, new release,
// chunk time-out) or threw while rendering. Offers a reload.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation('layout');
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <Result
      status="error"
      title={t('routeError.title')}
      subTitle={t('routeError.description')}
      data-testid="route-error"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
};
