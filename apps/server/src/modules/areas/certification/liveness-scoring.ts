// Liveness scoring behind an adapter. The sandbox adapter (the default; no face recognition runs
// here) decides by a documented rule so tests and demos reach each result:
//   - a selfie whose shorter side is under 240 px cannot show a face well enough: failed (N);
//   - a selfie without a video (the phone could not record one): a person reviews it (W);
//   - a selfie of 240 px or more with a video: passed (Y).
// A real provider implements LivenessScorer and is chosen in one place (`livenessScorer`).
import type { VideoAuthState } from '@tradebridge/contracts';

export type LivenessCapture = {
  selfie: { mime: string; head: Buffer };
  video?: { mime: string; size: number } | undefined;
};
export type LivenessScorer = (capture: LivenessCapture) => Promise<VideoAuthState>;

export const SANDBOX_MIN_SELFIE_PX = 240;

/** Width and height of a PNG or JPEG from its first bytes; undefined when they cannot be read. */
export const imageSize = (head: Buffer): { width: number; height: number } | undefined => {
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47)
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return undefined;
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
  let offset = 2;
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) return undefined;
    const marker = head[offset + 1]!;
    const length = head.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
};

export const sandboxScorer: LivenessScorer = async ({ selfie, video }) => {
  const size = imageSize(selfie.head);
  if (!size || Math.min(size.width, size.height) < SANDBOX_MIN_SELFIE_PX) return 'N';
  return video ? 'Y' : 'W';
};

export const livenessScorer: LivenessScorer = sandboxScorer;
