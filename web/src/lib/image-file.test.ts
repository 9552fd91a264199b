import { describe, expect, it } from 'vitest';
import { fitWithin, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, imageFileError, MAX_IMAGE_BYTES, shrinkForUpload } from './image-file';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('imageFileError', () => {
  it('accepts png, jpg and jpeg', () => {
    expect(imageFileError(file('a.png', 'image/png', 10))).toBeNull();
    expect(imageFileError(file('a.jpg', 'image/jpeg', 10))).toBeNull();
    expect(imageFileError(file('a.JPEG', '', 10))).toBeNull();
  });
  it('refuses other types', () => {
    expect(imageFileError(file('a.gif', 'image/gif', 10))).toBe(IMAGE_WRONG_TYPE);
    expect(imageFileError(file('notes.txt', '', 10))).toBe(IMAGE_WRONG_TYPE);
    expect(imageFileError(file('a.svg', 'image/svg+xml', 10))).toBe(IMAGE_WRONG_TYPE);
  });
  it('refuses files over 8 MB and empty files', () => {
    expect(imageFileError(file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES))).toBeNull();
    expect(imageFileError(file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1))).toBe(IMAGE_TOO_LARGE);
    expect(imageFileError(file('a.jpg', 'image/jpeg', 0))).not.toBeNull();
  });
});

describe('fitWithin', () => {
  it('keeps small images as they are', () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });
  it('scales the longest side down, keeping the ratio', () => {
    expect(fitWithin(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000, 2048)).toEqual({ width: 1536, height: 2048 });
  });
});

describe('shrinkForUpload', () => {
  it('sends small files unchanged', async () => {
    const small = new File([new Uint8Array(100)], 'a.jpg', { type: 'image/jpeg' });
    expect(await shrinkForUpload(small)).toBe(small);
  });
  it('falls back to the original when the browser cannot decode it', async () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'a.jpg', { type: 'image/jpeg' });
    expect(await shrinkForUpload(big)).toBe(big);
  });
});
