// State of the liveness video screen (living-screens.tsx): the front camera where the browser has
// one (or the phone's own camera through file inputs), the selfie and the optional video taken,
// and the check sent once — its result opens, an invalid link is said as such.
import { isApiError } from '@tradebridge/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSubmitLiveness } from '../api/submit-liveness.ts';

/** How long the video runs. */
export const VIDEO_MS = 3_000;

/** Whether this browser can film with the front camera here (a secure page with a camera API). */
const cameraApi = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof window !== 'undefined' &&
  window.isSecureContext;

/** A video type the browser's recorder writes that the server takes. */
const recorderType = () => {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['video/webm;codecs=vp8', 'video/webm', 'video/mp4'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
};

/** The front camera while the screen shows it; undefined until (or unless) it opens. */
const useCamera = (wanted: boolean) => {
  const [stream, setStream] = useState<MediaStream>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    let opened: MediaStream | undefined;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        opened = media;
        setStream(media);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
      setStream(undefined);
    };
  }, [wanted]);
  return { stream, failed };
};

const snapshot = (video: HTMLVideoElement): Promise<Blob | null> => {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
};

const record = (stream: MediaStream, type: string): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const chunks: Blob[] = [];
    const recorder = new MediaRecorder(stream, { mimeType: type });
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType || type }));
    recorder.onerror = () => reject(new Error('recording failed'));
    recorder.start();
    setTimeout(() => recorder.stop(), VIDEO_MS);
  });

export const useVideoScreen = (token: string, hasSession: boolean) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const submit = useSubmitLiveness();
  const [useFiles, setUseFiles] = useState(() => !cameraApi());
  const camera = useCamera(hasSession && !useFiles);
  const [selfie, setSelfie] = useState<Blob>();
  const [video, setVideo] = useState<Blob>();
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const preview = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (preview.current && camera.stream) preview.current.srcObject = camera.stream;
  }, [camera.stream]);

  const onSnap = async () => {
    if (!preview.current) return;
    const blob = await snapshot(preview.current);
    if (blob) setSelfie(blob);
  };

  const onRecord = async () => {
    const type = recorderType();
    if (!camera.stream || !type) return;
    setRecording(true);
    try {
      setVideo(await record(camera.stream, type));
    } catch {
      setProblem(t('video.recordFailed'));
    } finally {
      setRecording(false);
    }
  };

  const onSubmit = () => {
    if (!selfie) return;
    setProblem(undefined);
    void submit.mutateAsync({ token, selfie, video }).then(
      (result) =>
        navigate(
          `${paths.liveness.result}?result=${result.result}&attemptsLeft=${result.attemptsLeft}`,
          { replace: true },
        ),
      (error: unknown) => {
        if (isApiError(error) && error.code === 'LIVENESS_LINK_INVALID') setInvalid(true);
        else setProblem(isApiError(error) ? error.message : String(error));
      },
    );
  };

  return {
    camera,
    preview,
    canRecord: recorderType() !== undefined,
    filesMode: useFiles || camera.failed,
    selfie,
    video,
    recording,
    problem,
    invalid,
    submitting: submit.isPending,
    onSelfie: setSelfie,
    onVideo: setVideo,
    onUseFiles: () => setUseFiles(true),
    onSnap: () => void onSnap(),
    onRecord: () => void onRecord(),
    onSubmit,
  };
};
