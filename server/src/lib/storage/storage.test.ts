import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFsImageStore, FsImageStore, InvalidImageKeyError, isValidImageKey, newImageKey } from './index.js';
import { MemoryImageStore } from './memory.js';

let root: string;
let store: FsImageStore;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-store-'));
  store = createFsImageStore(path.join(root, 'media'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file under a folder, relative, including dot files. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

describe('image keys', () => {
  it('are 128-bit random, url-safe and optionally in a folder', () => {
    const a = newImageKey();
    const b = newImageKey('members');
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b).toMatch(/^members\/[A-Za-z0-9_-]{22}$/);
    expect(new Set(Array.from({ length: 1000 }, () => newImageKey())).size).toBe(1000);
    expect(isValidImageKey(a) && isValidImageKey(b)).toBe(true);
  });

  it('rejects bad folders', () => {
    expect(() => newImageKey('../x')).toThrow();
    expect(() => newImageKey('a/b')).toThrow();
    expect(() => newImageKey('Members')).toThrow();
  });

  it('refuses anything that could leave the media root', async () => {
    const bad = [
      '', '..', '../etc/passwd', 'members/../../x', '/etc/passwd', 'members/..%2f..%2fxxxxxxxxxxxxxxxx',
      'a\\bbbbbbbbbbbbbbbbbbbbbb', '.hiddenxxxxxxxxxxxxxxxxx', 'members//AAAAAAAAAAAAAAAAAAAAAA',
      'a/b/AAAAAAAAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAAAAAAA.', 'AAAAAAAAAAAAAAAAAAAAAA\n',
    ];
    for (const key of bad) {
      expect(isValidImageKey(key), key).toBe(false);
      await expect(store.put(key, 'thumb', Buffer.from('x'))).rejects.toBeInstanceOf(InvalidImageKeyError);
      await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidImageKeyError);
      await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidImageKeyError);
    }
    expect(listFiles(root)).toEqual([]);
  });
});

describe('FsImageStore', () => {
  it('writes <root>/<key>/<variant>.webp and leaves no temp files', async () => {
    const key = newImageKey('members');
    await store.put(key, 'thumb', Buffer.from('thumb-bytes'));
    expect(await store.exists(key)).toBe(false); // display still missing
    await store.put(key, 'display', Buffer.from('display-bytes'));
    expect(await store.exists(key)).toBe(true);
    expect(fs.readFileSync(path.join(store.root, key, 'thumb.webp'), 'utf8')).toBe('thumb-bytes');
    expect(listFiles(store.root)).toEqual([`${key}/display.webp`, `${key}/thumb.webp`].map((p) => p.split('/').join(path.sep)));
  });

  it('replaces a variant atomically: concurrent writers never leave a mixed or partial file', async () => {
    const key = newImageKey();
    const payloads = Array.from({ length: 20 }, (_, i) => Buffer.alloc(256 * 1024, i));
    await Promise.all(payloads.map((p) => store.put(key, 'display', p)));
    const final = fs.readFileSync(store.pathOf(key, 'display'));
    expect(final.length).toBe(256 * 1024);
    expect(payloads.some((p) => p.equals(final))).toBe(true);
    expect(listFiles(store.root)).toEqual([path.join(key, 'display.webp')]);
  });

  it('removes all variants in one step and tolerates a missing key', async () => {
    const key = newImageKey('activities');
    await store.put(key, 'thumb', Buffer.from('a'));
    await store.put(key, 'display', Buffer.from('b'));
    const other = newImageKey('activities');
    await store.put(other, 'thumb', Buffer.from('c'));
    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
    expect(fs.existsSync(path.join(store.root, key))).toBe(false);
    expect(listFiles(store.root)).toEqual([path.join(other, 'thumb.webp')]);
    await expect(store.remove(key)).resolves.toBeUndefined();
    await expect(store.remove(newImageKey())).resolves.toBeUndefined();
  });

  it('cleans its temp file when a write fails', async () => {
    const key = newImageKey();
    // A folder where the target file should be makes the final rename fail.
    fs.mkdirSync(path.join(store.pathOf(key, 'thumb'), 'blocker'), { recursive: true });
    await expect(store.put(key, 'thumb', Buffer.from('x'))).rejects.toThrow();
    expect(listFiles(path.join(store.root, key))).toEqual([]);
  });
});

describe('MemoryImageStore', () => {
  it('behaves like the filesystem store', async () => {
    const mem = new MemoryImageStore();
    const key = newImageKey('x');
    await mem.put(key, 'thumb', Buffer.from('t'));
    await mem.put(key, 'display', Buffer.from('d'));
    expect(await mem.exists(key)).toBe(true);
    expect(mem.storedKeys()).toEqual([key]);
    await mem.remove(key);
    expect(await mem.exists(key)).toBe(false);
    await expect(mem.put('../x', 'thumb', Buffer.from(''))).rejects.toThrow();
  });
});
