import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRANSFORM,
  MIN_SCALE,
  ROTATE_STEP,
  ZOOM_STEP,
  rotateLeft,
  rotateRight,
  transformCss,
  zoomIn,
  zoomOut,
  type ImageTransform,
} from './image-transform.ts';

const repeat = (
  times: number,
  step: (t: ImageTransform) => ImageTransform,
  from = INITIAL_TRANSFORM,
) => Array.from({ length: times }).reduce<ImageTransform>((t) => step(t), from);

describe('image preview transform (spec §2)', () => {
  it('uses the spec constants', () => {
    expect(ZOOM_STEP).toBe(0.1);
    expect(MIN_SCALE).toBe(0.1);
    expect(ROTATE_STEP).toBe(90);
  });

  it('zooms in 0.1 at a time without floating-point drift', () => {
    expect(zoomIn(INITIAL_TRANSFORM).scale).toBe(1.1);
    expect(repeat(3, zoomIn).scale).toBe(1.3);
  });

  it('zooms out to 0.1 and no further', () => {
    expect(zoomOut(INITIAL_TRANSFORM).scale).toBe(0.9);
    expect(repeat(9, zoomOut).scale).toBe(0.1);
    expect(repeat(15, zoomOut).scale).toBe(MIN_SCALE);
  });

  it('rotates 90° each way and keeps the scale', () => {
    const zoomed = zoomIn(INITIAL_TRANSFORM);
    expect(rotateRight(zoomed)).toEqual({ scale: 1.1, rotate: 90 });
    expect(rotateLeft(INITIAL_TRANSFORM).rotate).toBe(-90);
    expect(repeat(4, rotateRight).rotate % 360).toBe(0);
  });

  it('renders as a CSS transform', () => {
    expect(transformCss({ scale: 0.5, rotate: 180 })).toBe('scale(0.5) rotate(180deg)');
  });
});
