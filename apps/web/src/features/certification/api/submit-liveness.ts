// certification/living/submit.json (public, on the phone): the captures sent once as multipart
// (the link's token, a selfie, a short video if there is one) and scored; the link is used up.
import { useMutation } from '@tanstack/react-query';
import { certificationApi, type LivenessResult } from '@tradebridge/contracts';
import { postMultipart } from '../../../lib/upload-file.ts';

export type { LivenessResult };

export type LivenessCapture = { token: string; selfie: Blob; video?: Blob };

/** File names the server sees: the type by extension, as a phone's camera would name them. */
const extensionOf = (blob: Blob, fallback: string) => {
  const type = blob.type.split(';')[0] ?? '';
  if (type === 'image/png') return 'png';
  if (type === 'image/jpeg') return 'jpg';
  if (type === 'video/mp4') return 'mp4';
  if (type === 'video/webm') return 'webm';
  if (type === 'video/quicktime') return 'mov';
  return fallback;
};

export const submitLiveness = ({
  token,
  selfie,
  video,
}: LivenessCapture): Promise<LivenessResult> => {
  const body = new FormData();
  body.append('token', token);
  body.append('selfie', selfie, `selfie.${extensionOf(selfie, 'jpg')}`);
  if (video) body.append('video', video, `video.${extensionOf(video, 'webm')}`);
  return postMultipart(certificationApi.submitLiveness, body);
};

export const useSubmitLiveness = () => useMutation({ mutationFn: submitLiveness });
