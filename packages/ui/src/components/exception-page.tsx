// Exception pages of spec §2 (403, 404, 405, 500) with a way back home.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const EXCEPTION_STATUSES = [403, 404, 405, 500] as const;
export type ExceptionStatus = (typeof EXCEPTION_STATUSES)[number];

/** i18n key (namespace `ui`) of an exception page's title, e.g. for the page title. */
export const exceptionTitleKey = (status: ExceptionStatus) => `exception.${status}.title` as const;

export type ExceptionPageProps = {
  status: ExceptionStatus;
  /** Where "back home" leads; '/' (the home redirect) by default. */
  homePath?: string;
};

export const ExceptionPage = ({ status, homePath = '/' }: ExceptionPageProps) => {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  return (
    <Result
      // antd has pictures for 403, 404 and 500 only.
      status={status === 405 ? 'warning' : status}
      title={status}
      subTitle={t(`exception.${status}.description`)}
      data-testid={`exception-${status}`}
      extra={
        <Button type="primary" onClick={() => void navigate(homePath)}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
};
