import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsImageStore, newImageKey, type ImageStore } from '../storage/index.js';
import { MemoryImageStore } from '../storage/memory.js';
import {
  DISPLAY_MAX,
  IMAGE_MESSAGES,
  ImageError,
  MAX_IMAGE_BYTES,
  THUMB_SIZE,
  detectImageType,
  processImage,
  replaceImage,
  saveImage,
} from './index.js';

const tmpRoots: string[] = [];
afterAll(() => tmpRoots.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A landscape JPEG, left half red and right half blue, with camera EXIF and a GPS position. */
async function cameraJpeg(orientation?: number): Promise<Buffer> {
  const half = (r: number, g: number, b: number) =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: { r, g, b } } }).png().toBuffer();
  let img = sharp({ create: { width: 600, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } }).composite([
    { input: await half(255, 0, 0), left: 0, top: 0 },
  ]);
  img = img.jpeg({ quality: 90 }).withExif({
    IFD0: { Make: 'TestCam', Model: 'Phone 12', Artist: 'Secret Person', Copyright: 'Someone' },
    IFD2: { DateTimeOriginal: '2025:01:02 10:11:12', UserComment: 'private note' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 23/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '78/1 29/1 10/1' },
  });
  if (orientation) img = img.withMetadata({ orientation });
  return img.toBuffer();
}

async function expectImageError(promise: Promise<unknown>, statusCode: number, message?: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageError);
  expect((err as ImageError).statusCode).toBe(statusCode);
  if (message) expect((err as ImageError).message).toBe(message);
}

async function colourAt(buf: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe('detectImageType', () => {
  it('knows png, jpeg and webp by content only', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } });
    expect(detectImageType(await base.clone().png().toBuffer())).toBe('png');
    expect(detectImageType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await base.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageType(await base.clone().gif().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  it('strips EXIF (incl. GPS), XMP and ICC and outputs WebP variants', async () => {
    const input = await cameraJpeg();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif?.includes(Buffer.from('TestCam'))).toBe(true); // the fixture really carries EXIF

    const { thumb, display } = await processImage(input);
    for (const out of [thumb, display]) {
      const meta = await sharp(out).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      for (const secret of ['TestCam', 'Secret Person', 'private note', 'Exif']) {
        expect(out.includes(Buffer.from(secret))).toBe(false);
      }
    }
  });

  it('makes a 160x160 cover thumb and a display variant at most 1080 px without enlarging', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#0a0' } }).jpeg().toBuffer();
    const a = await processImage(big);
    expect(await sharp(a.thumb).metadata()).toMatchObject({ width: THUMB_SIZE, height: THUMB_SIZE });
    expect(await sharp(a.display).metadata()).toMatchObject({ width: DISPLAY_MAX, height: 540 });

    const small = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#f00a' } }).png().toBuffer();
    const b = await processImage(small);
    expect(await sharp(b.display).metadata()).toMatchObject({ width: 300, height: 400 });
    expect(await sharp(b.thumb).metadata()).toMatchObject({ width: THUMB_SIZE, height: THUMB_SIZE });

    const webp = await sharp({ create: { width: 50, height: 20, channels: 3, background: '#00f' } }).webp().toBuffer();
    expect(await sharp((await processImage(webp)).display).metadata()).toMatchObject({ width: 50, height: 20 });
  });

  it('normalises greyscale, CMYK and transparent inputs to sRGB WebP', async () => {
    const grey = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#777' } }).toColourspace('b-w').png().toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const g = await processImage(grey);
    expect(await sharp(g.display).metadata()).toMatchObject({ format: 'webp', space: 'srgb', width: 64, height: 48 });

    const cmyk = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } }).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const c = await processImage(cmyk);
    expect((await sharp(c.display).metadata()).space).toBe('srgb');
    const [r, gg, b] = await colourAt(c.display, 10, 10);
    expect(r).toBeGreaterThan(150);
    expect(gg + b).toBeLessThan(120);

    const clear = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const t = await processImage(clear);
    expect((await sharp(t.thumb).metadata()).hasAlpha).toBe(true);
  });

  it('honours the EXIF orientation', async () => {
    // Orientation 6: the camera was turned; viewers rotate 90 degrees clockwise.
    const { display } = await processImage(await cameraJpeg(6));
    const meta = await sharp(display).metadata();
    expect([meta.width, meta.height]).toEqual([200, 600]);
    const top = await colourAt(display, 100, 50);
    const bottom = await colourAt(display, 100, 550);
    expect(top[0]).toBeGreaterThan(200); // red (was the left half)
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200); // blue
    expect(bottom[0]).toBeLessThan(60);
  });

  it('rejects a text file named .jpg, SVG and GIF with 422', async () => {
    await expectImageError(processImage(Buffer.from('This is not a photo, just text saved as photo.jpg\n')), 422, IMAGE_MESSAGES.notImage);
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expectImageError(processImage(svg), 422, IMAGE_MESSAGES.notImage);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
    await expectImageError(processImage(gif), 422, IMAGE_MESSAGES.notImage);
    await expectImageError(processImage(Buffer.alloc(0)), 422);
  });

  it('rejects damaged files with 422', async () => {
    const jpeg = await cameraJpeg();
    const truncatedHeader = jpeg.subarray(0, 40);
    await expectImageError(processImage(truncatedHeader), 422, IMAGE_MESSAGES.unreadable);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)]);
    await expectImageError(processImage(garbage), 422, IMAGE_MESSAGES.unreadable);
  });

  it('rejects more than 8 MB with 413 before looking at the content', async () => {
    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0);
    huge.set([0xff, 0xd8, 0xff], 0);
    await expectImageError(processImage(huge), 413, IMAGE_MESSAGES.tooManyBytes);
  });

  it('rejects more than 40 megapixels with 413', async () => {
    // 7000 x 6000 = 42 MP, a few KB as a flat PNG.
    const png = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expectImageError(processImage(png), 413, IMAGE_MESSAGES.tooManyPixels);
  }, 90_000);

  it('refuses a decompression bomb from its header, without decoding', async () => {
    // A tiny PNG whose header claims 30000 x 30000 pixels (900 MP).
    const crc = (buf: Buffer) => {
      let c = ~0;
      for (const byte of buf) {
        c ^= byte;
        for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
      }
      return ~c >>> 0;
    };
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const out = Buffer.alloc(body.length + 8);
      out.writeUInt32BE(data.length, 0);
      body.copy(out, 4);
      out.writeUInt32BE(crc(body), body.length + 4);
      return out;
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(30_000, 0);
    ihdr.writeUInt32BE(30_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    const { deflateSync } = await import('node:zlib');
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(90_001 * 4))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(10_000);
    // Refused from the header's size, before any pixel is decoded.
    await expectImageError(processImage(bomb), 413, IMAGE_MESSAGES.tooManyPixels);
  });
});

/** A store whose display writes fail, to prove nothing stays behind. */
class FailingStore extends MemoryImageStore {
  override async put(key: string, variant: 'thumb' | 'display', data: Buffer): Promise<void> {
    if (variant === 'display') throw new Error('disk full');
    return super.put(key, variant, data);
  }
}

describe('saveImage / replaceImage', () => {
  const photo = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#369' } }).jpeg().toBuffer();

  it('stores both variants under a new key in the folder (filesystem)', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-img-'));
    tmpRoots.push(root);
    const store = createFsImageStore(path.join(root, 'media'));
    const key = await saveImage(store, await photo(), 'members');
    expect(key).toMatch(/^members\/[A-Za-z0-9_-]{22}$/);
    expect(await store.exists(key)).toBe(true);
    const thumb = fs.readFileSync(store.pathOf(key, 'thumb'));
    expect((await sharp(thumb).metadata()).format).toBe('webp');
  });

  it('leaves nothing behind when storing fails or the upload is bad', async () => {
    const failing = new FailingStore();
    await expect(saveImage(failing, await photo(), 'members')).rejects.toThrow('disk full');
    expect(failing.files.size).toBe(0);
    const mem = new MemoryImageStore();
    await expectImageError(saveImage(mem, Buffer.from('nope'), 'members'), 422);
    expect(mem.files.size).toBe(0);
  });

  it('replaces: new saved first, old removed only after success', async () => {
    const mem = new MemoryImageStore();
    const old = await saveImage(mem, await photo(), 'members');
    const next = await replaceImage(mem, old, await photo(), 'members');
    expect(next).not.toBe(old);
    expect(await mem.exists(next)).toBe(true);
    expect(await mem.exists(old)).toBe(false);

    // A bad upload keeps the old image.
    await expectImageError(replaceImage(mem, next, Buffer.from('text'), 'members'), 422);
    expect(mem.storedKeys()).toEqual([next]);

    // A failing row update removes the new image and keeps the old one.
    await expect(
      replaceImage(mem, next, await photo(), 'members', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(mem.storedKeys()).toEqual([next]);

    // No old image: just saves.
    const fresh = await replaceImage(mem, null, await photo(), 'businesses');
    expect(fresh.startsWith('businesses/')).toBe(true);
  });

  it('never removes shared demo pictures or invalid legacy keys', async () => {
    const mem: ImageStore & MemoryImageStore = new MemoryImageStore();
    const shared = newImageKey('demo');
    await mem.put(shared, 'thumb', Buffer.from('t'));
    await mem.put(shared, 'display', Buffer.from('d'));
    const next = await replaceImage(mem, shared, await photo(), 'members');
    expect(await mem.exists(shared)).toBe(true);
    expect(await mem.exists(next)).toBe(true);
    await expect(replaceImage(mem, '../../etc/passwd', await photo(), 'members')).resolves.toMatch(/^members\//);
  });
});
