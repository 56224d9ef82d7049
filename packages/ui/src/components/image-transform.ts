// Zoom and rotation of the image preview (spec §2): zoom step 0.1, minimum 0.1, rotation step 90°.
export const ZOOM_STEP = 0.1;
export const MIN_SCALE = 0.1;
/** Not in the spec: a ceiling so the image cannot grow without bound. */
export const MAX_SCALE = 10;
export const ROTATE_STEP = 90;

export type ImageTransform = { scale: number; rotate: number };

export const INITIAL_TRANSFORM: ImageTransform = { scale: 1, rotate: 0 };

// Steps of 0.1 drift in binary floating point (0.1 + 0.2); keep one decimal.
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export const zoomIn = (t: ImageTransform): ImageTransform => ({
  ...t,
  scale: Math.min(MAX_SCALE, oneDecimal(t.scale + ZOOM_STEP)),
});

export const zoomOut = (t: ImageTransform): ImageTransform => ({
  ...t,
  scale: Math.max(MIN_SCALE, oneDecimal(t.scale - ZOOM_STEP)),
});

/** Rotation keeps counting past ±360 so the CSS transition always turns the short way. */
export const rotateLeft = (t: ImageTransform): ImageTransform => ({
  ...t,
  rotate: t.rotate - ROTATE_STEP,
});
export const rotateRight = (t: ImageTransform): ImageTransform => ({
  ...t,
  rotate: t.rotate + ROTATE_STEP,
});

export const transformCss = (t: ImageTransform): string =>
  `scale(${t.scale}) rotate(${t.rotate}deg)`;
