import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { detectImageType } from '../lib/images/index.js';
import { isValidImageKey } from '../lib/storage/index.js';
import { MemoryImageStore } from '../lib/storage/memory.js';
import { pictureKey, pictureSvg, renderPicture, storePictures, type PictureSpec } from './pictures.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-pictures-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const SPECS: PictureSpec[] = [
  { kind: 'avatar', letter: 'S', tone: 1 },
  { kind: 'card', icon: 'eye', title: 'Sight First & Vision <Care>', caption: 'Club Activity', tone: 2 },
  { kind: 'family', surname: 'Reddy', children: 3, tone: 3 },
  { kind: 'logo', year: '2025-2026', tone: 0 },
  { kind: 'theme', slogan: 'Serve with Compassion, Lead with Purpose', year: '2025-2026', tone: 4 },
];

describe('demo pictures', () => {
  it('derive stable, valid keys in the shared demo folder', () => {
    for (const spec of SPECS) {
      const key = pictureKey(spec);
      expect(isValidImageKey(key)).toBe(true);
      expect(key.startsWith('demo/')).toBe(true);
      expect(pictureKey(JSON.parse(JSON.stringify(spec)) as PictureSpec)).toBe(key);
    }
    expect(new Set(SPECS.map(pictureKey)).size).toBe(SPECS.length);
  });

  it('escape text in the SVG', () => {
    const svg = pictureSvg(SPECS[1]!);
    expect(svg).toContain('Sight First &amp; Vision');
    expect(svg).toContain('&lt;Care&gt;');
    expect(svg).not.toContain('<Care>');
  });

  it('render every kind locally to an opaque PNG', async () => {
    for (const spec of SPECS) {
      const png = await renderPicture(spec);
      expect(detectImageType(png)).toBe('png');
      const meta = await sharp(png).metadata();
      expect(meta.hasAlpha).toBe(false);
      expect(meta.width).toBeGreaterThanOrEqual(300);
    }
  });

  it('are stored through the upload pipeline, once, and copied from the cache next time', async () => {
    const pool = SPECS.map((spec) => ({ key: pictureKey(spec), spec }));
    const cacheDir = path.join(tmp, 'cache');
    const first = new MemoryImageStore();
    expect(await storePictures(first, pool, { cacheDir })).toBe(SPECS.length);
    expect(await storePictures(first, pool, { cacheDir })).toBe(0); // already stored
    for (const { key } of pool) {
      const meta = await sharp(first.get(key, 'thumb')!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 160, height: 160 });
    }
    const second = new MemoryImageStore();
    expect(await storePictures(second, pool, { cacheDir })).toBe(0); // copied, not drawn
    for (const { key } of pool) expect(second.get(key, 'display')!.equals(first.get(key, 'display')!)).toBe(true);
  });
});
