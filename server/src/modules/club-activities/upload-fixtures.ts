/**
 * Upload fixtures shared by the API tests of the modules that take images
 * (club activities, business, profile). Test-only: nothing in the app imports it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';

/** A real camera-like JPEG carrying EXIF with a GPS position (Chennai) and a camera make. */
export async function jpegWithGps(color = { r: 200, g: 60, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1', Copyright: 'Test owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 0/1' },
    })
    .toBuffer();
}

export async function pngImage(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer();
}

/**
 * A PNG whose header declares 8000 x 5100 pixels (40.8 MP) while the file is
 * tiny: the shape of a decompression bomb. It must be refused from the header
 * alone, before any decoding.
 */
export async function hugePixelPng(): Promise<Buffer> {
  const png = Buffer.from(await pngImage(8, 8));
  // IHDR data starts at byte 16: width, height (big-endian); its CRC covers bytes 12..28.
  png.writeUInt32BE(8000, 16);
  png.writeUInt32BE(5100, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A text file pretending to be a photo. */
export const TEXT_AS_JPG = { data: Buffer.from('this is not a picture, only text\n'.repeat(20)), filename: 'holiday.jpg', type: 'image/jpeg' };

/** Just over the 8 MB upload limit: a valid JPEG header followed by padding. */
export function overSizeUpload() {
  const data = Buffer.alloc(8 * 1024 * 1024 + 1024, 0x20);
  data[0] = 0xff;
  data[1] = 0xd8;
  data[2] = 0xff;
  return { data, filename: 'big.jpg', type: 'image/jpeg' };
}

/** Every file below a folder (0 when it does not exist). */
export function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    n += entry.isDirectory() ? countFiles(full) : 1;
  }
  return n;
}

/** GET a /media URL the way a browser would. */
export async function fetchMedia(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { statusCode: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** The storage key inside a /media/<key>/<size>.webp URL. */
export function keyOfUrl(url: string | null | undefined): string | null {
  const m = url ? /^\/media\/(.+)\/(thumb|display)\.webp$/.exec(url) : null;
  return m ? m[1]! : null;
}

/** Checks a served variant: WebP, no EXIF/XMP/IPTC/ICC, long cache, nosniff. */
export async function servedImageMeta(app: FastifyInstance, url: string) {
  const res = await fetchMedia(app, url);
  const meta = res.statusCode === 200 ? await sharp(res.body).metadata() : null;
  return { ...res, meta };
}
