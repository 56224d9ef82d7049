// /notice/notice/detail?type=1&id=... (spec notice "detail"): the whole notice; opening it marks
// it read. A back link returns to its tab of the message centre.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ZNoticeDetailRequest } from '@tradebridge/contracts';
import { formatDateTime, isApiError } from '@tradebridge/ui';
import { Card, Divider, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useNotice } from '../api/get-notice.ts';
import { noticeTypeOf } from './message-centre-screen.tsx';
import { NoticeBody } from './notice-body.tsx';
import { NoticeTypeTag, PinnedTag } from './notice-tags.tsx';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';

export const NoticeDetailScreen = () => {
  const { t } = useTranslation('notice');
  const [searchParams] = useSearchParams();
  const parsed = ZNoticeDetailRequest.safeParse({
    id: searchParams.get('id') ?? '',
    type: Number(searchParams.get('type')),
  });
  const request = parsed.success ? parsed.data : null;
  const notice = useNotice(request);
  const backHref = `${paths.notice.list}?type=${noticeTypeOf(searchParams.get('type'))}`;

  const back = (
    <Link to={backHref} data-testid="notice-detail-back">
      <Flex gap={4} align="center">
        <ArrowLeftOutlined />
        {t('detail.back')}
      </Flex>
    </Link>
  );

  const body = () => {
    const notFound =
      !request || (notice.isError && isApiError(notice.error) && notice.error.code === 'NOT_FOUND');
    if (notFound) {
      return <Result status="404" title={t('detail.notFound')} data-testid="notice-not-found" />;
    }
    if (notice.isPending) return <Skeleton active data-testid="notice-detail-loading" />;
    if (notice.isError) {
      return <LoadFailedResult title={t('detail.loadFailed')} query={notice} retry={t('retry')} />;
    }
    const data = notice.data;
    return (
      <article data-testid="notice-detail">
        <Typography.Title level={4} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
          {data.title}
        </Typography.Title>
        <Flex gap={8} align="center" wrap>
          <NoticeTypeTag type={data.type} />
          {data.pinned ? <PinnedTag /> : null}
          <Typography.Text type="secondary">{formatDateTime(data.time)}</Typography.Text>
        </Flex>
        <Divider />
        <NoticeBody notice={data} />
      </article>
    );
  };

  return (
    <Card title={t('detail.title')} extra={back} data-testid="notice-detail-screen">
      {body()}
    </Card>
  );
};
