// The liveness check on the legal person's phone, open without login (spec living, video,
// livingRes), reached by the portal's QR code or copied link:
// - /living?token=: whose check it is (the holder's name masked, the merchant) and until when;
// - /video?token=: a selfie and a short video from the front camera (getUserMedia, a canvas for the
//   picture, MediaRecorder for about 3 s of video) where the browser allows it, or else the phone's
//   own camera through file inputs; sent once;
// - /livingRes?result=&attemptsLeft=: the result. The link is single-use: opened again afterwards
//   it says it is no longer valid.
import { CameraOutlined, CheckCircleFilled, VideoCameraOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  isApiError,
  messageForCode,
  useLanguage,
  useObjectUrl,
} from '@tradebridge/ui';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Steps, Typography } from 'antd';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useLivenessSession } from '../api/open-liveness.ts';
import { useVideoScreen, VIDEO_MS } from './use-video-screen.ts';

const PhoneCard = ({
  title,
  children,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  testId: string;
}) => (
  <Flex justify="center">
    <Card
      title={title}
      style={{ width: '100%', maxWidth: 520 }}
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid={testId}
    >
      {children}
    </Card>
  </Flex>
);

const InvalidLink = () => {
  const language = useLanguage();
  return (
    <Result
      status="warning"
      title={messageForCode('LIVENESS_LINK_INVALID', language)}
      data-testid="living-invalid"
    />
  );
};

/** The link's session, or what to show instead (loading, invalid, failed). */
const useSession = () => {
  const { t } = useTranslation('certification');
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useLivenessSession(token);
  let fallback: ReactNode = null;
  if (!token) fallback = <InvalidLink />;
  else if (session.isPending) fallback = <Skeleton active data-testid="living-loading" />;
  else if (session.isError)
    fallback =
      isApiError(session.error) && session.error.code === 'LIVENESS_LINK_INVALID' ? (
        <InvalidLink />
      ) : (
        <Result
          status="error"
          title={t('living.loadFailed')}
          subTitle={session.error.message}
          extra={<Button onClick={() => void session.refetch()}>{t('retry')}</Button>}
        />
      );
  return { token: token ?? '', session: session.data, fallback };
};

export const LivingScreen = () => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const { token, session, fallback } = useSession();
  return (
    <PhoneCard title={t('titles.living')} testId="living-screen">
      {fallback ??
        (session ? (
          <Flex vertical gap={16}>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'merchant',
                  label: t('living.merchant'),
                  children: (
                    <span data-testid="living-merchant">
                      {session.merchantName || t('living.yourCompany')}
                    </span>
                  ),
                },
                {
                  key: 'holder',
                  label: t('living.holder'),
                  children: <span data-testid="living-holder">{session.holderName}</span>,
                },
                {
                  key: 'expires',
                  label: t('living.expiresAt'),
                  children: formatDateTime(session.expiresAt),
                },
              ]}
            />
            <Steps
              orientation="vertical"
              size="small"
              current={-1}
              items={[
                { title: t('living.step.selfie'), content: t('living.step.selfieHint') },
                { title: t('living.step.video'), content: t('living.step.videoHint') },
                { title: t('living.step.send'), content: t('living.step.sendHint') },
              ]}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('living.privacy')}
            </Typography.Text>
            <Button
              type="primary"
              size="large"
              block
              onClick={() =>
                void navigate(`${paths.liveness.video}?token=${encodeURIComponent(token)}`)
              }
              data-testid="living-start"
            >
              {t('living.start')}
            </Button>
          </Flex>
        ) : null)}
    </PhoneCard>
  );
};

/** A file input styled as a button (the phone's own camera app opens with `capture`). */
const FileButton = ({
  accept,
  onFile,
  children,
  testId,
  icon,
  primary,
}: {
  accept: string;
  onFile: (file: File) => void;
  children: ReactNode;
  testId: string;
  icon: ReactNode;
  primary?: boolean;
}) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        capture="user"
        style={{ display: 'none' }}
        data-testid={testId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <Button
        type={primary ? 'primary' : 'default'}
        icon={icon}
        block
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
};

const Captured = ({ label, blob }: { label: string; blob: Blob }) => {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Flex gap={8} align="center">
      <CheckCircleFilled style={{ color: '#52c41a' }} />
      <Typography.Text>
        {label} · {formatFileSize(blob.size, language, t)}
      </Typography.Text>
    </Flex>
  );
};

type Video = ReturnType<typeof useVideoScreen>;

/** The selfie and the video through the phone's own camera app. */
const FileCapture = ({ v }: { v: Video }) => {
  const { t } = useTranslation('certification');
  return (
    <Flex vertical gap={12} data-testid="video-files">
      {v.camera.failed ? <Alert type="info" showIcon title={t('video.noCamera')} /> : null}
      <FileButton
        accept="image/*"
        onFile={v.onSelfie}
        testId="selfie-input"
        icon={<CameraOutlined />}
        primary={!v.selfie}
      >
        {v.selfie ? t('video.retakeSelfie') : t('video.takeSelfie')}
      </FileButton>
      <FileButton
        accept="video/*"
        onFile={v.onVideo}
        testId="video-input"
        icon={<VideoCameraOutlined />}
      >
        {v.video ? t('video.retakeVideo') : t('video.recordVideoFile')}
      </FileButton>
    </Flex>
  );
};

/** The front camera's picture, with a snapshot and a recording of it. */
const CameraCapture = ({ v }: { v: Video }) => {
  const { t } = useTranslation('certification');
  return (
    <Flex vertical gap={12} data-testid="video-camera">
      <video
        ref={v.preview}
        autoPlay
        playsInline
        muted
        style={{
          width: '100%',
          aspectRatio: '3 / 4',
          objectFit: 'cover',
          borderRadius: 12,
          background: '#000',
          transform: 'scaleX(-1)',
        }}
        data-testid="video-preview"
      />
      <Button
        type={v.selfie ? 'default' : 'primary'}
        icon={<CameraOutlined />}
        block
        disabled={!v.camera.stream || v.recording}
        onClick={v.onSnap}
        data-testid="video-snap"
      >
        {v.selfie ? t('video.retakeSelfie') : t('video.takeSelfie')}
      </Button>
      {v.canRecord ? (
        <Button
          icon={<VideoCameraOutlined />}
          block
          disabled={!v.camera.stream}
          loading={v.recording}
          onClick={v.onRecord}
          data-testid="video-record"
        >
          {v.recording
            ? t('video.recording')
            : v.video
              ? t('video.retakeVideo')
              : t('video.recordVideo', { seconds: VIDEO_MS / 1_000 })}
        </Button>
      ) : null}
      <Button type="link" onClick={v.onUseFiles} data-testid="video-use-files">
        {t('video.useFiles')}
      </Button>
    </Flex>
  );
};

const SelfiePreview = ({ selfie }: { selfie: Blob }) => {
  const { t } = useTranslation('certification');
  const selfieUrl = useObjectUrl(selfie);
  return (
    <Flex vertical gap={8} data-testid="video-selfie">
      {selfieUrl ? (
        <img
          src={selfieUrl}
          alt={t('video.selfie')}
          style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null}
      <Captured label={t('video.selfie')} blob={selfie} />
    </Flex>
  );
};

export const VideoScreen = () => {
  const { t } = useTranslation('certification');
  const { token, session, fallback } = useSession();
  const v = useVideoScreen(token, Boolean(session));

  if (fallback)
    return (
      <PhoneCard title={t('titles.video')} testId="video-screen">
        {fallback}
      </PhoneCard>
    );
  if (v.invalid)
    return (
      <PhoneCard title={t('titles.video')} testId="video-screen">
        <InvalidLink />
      </PhoneCard>
    );

  return (
    <PhoneCard title={t('titles.video')} testId="video-screen">
      <Flex vertical gap={16}>
        {session ? (
          <Typography.Text type="secondary">
            {t('video.for', { name: session.holderName })}
          </Typography.Text>
        ) : null}
        {v.filesMode ? <FileCapture v={v} /> : <CameraCapture v={v} />}
        {v.selfie ? <SelfiePreview selfie={v.selfie} /> : null}
        {v.video ? (
          <div data-testid="video-video">
            <Captured label={t('video.video')} blob={v.video} />
          </div>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('video.videoOptional')}
          </Typography.Text>
        )}
        {v.problem ? (
          <Alert type="error" showIcon title={v.problem} data-testid="video-problem" />
        ) : null}
        <Button
          type="primary"
          size="large"
          block
          disabled={!v.selfie || v.recording}
          loading={v.submitting}
          onClick={v.onSubmit}
          data-testid="video-submit"
        >
          {t('video.submit')}
        </Button>
      </Flex>
    </PhoneCard>
  );
};

export const LivingResultScreen = () => {
  const { t } = useTranslation('certification');
  const language = useLanguage();
  const [params] = useSearchParams();
  const result = params.get('result');
  const attemptsLeft = Number(params.get('attemptsLeft') ?? '0');
  let body: ReactNode;
  if (result === 'Y' || result === 'W')
    body = (
      <Result
        status={result === 'Y' ? 'success' : 'info'}
        title={t(`livingRes.${result}.title`)}
        subTitle={t(`livingRes.${result}.description`)}
      />
    );
  else if (result === 'N')
    body = (
      <Result
        status="error"
        title={t('livingRes.N.title')}
        subTitle={
          attemptsLeft > 0
            ? t('livingRes.N.description', { count: attemptsLeft })
            : messageForCode('AUTH_CONTACT_MANAGER', language)
        }
      />
    );
  else body = <InvalidLink />;
  return (
    <PhoneCard title={t('titles.livingRes')} testId="living-result-screen">
      <div data-testid="living-result" data-result={result ?? ''}>
        {body}
      </div>
    </PhoneCard>
  );
};
