/**
 * Demo pictures for test districts, drawn once and reused.
 *
 * Drawing the demo picture pool takes close to a minute (sharp renders ~200
 * SVGs), far more than the rest of a seed. Picture keys are derived from their
 * spec, so a drawn picture can be reused by every later context: the first
 * one stores what it draws in a shared cache folder, later ones hard-link the
 * files into their own media folder. The cache folder is named after the
 * source of the picture and image code, so changing either draws afresh.
 * A lock folder keeps two test processes from drawing the same pool at once.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storePictures, type DemoPicture } from '../demo/index.js';
import { createFsImageStore, IMAGE_VARIANTS, FsImageStore, type ImageStore } from '../lib/storage/index.js';

const SOURCES = ['../demo/pictures.ts', '../lib/images/index.ts'];
const STALE_LOCK_MS = 5 * 60_000;

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const rel of SOURCES) {
    try {
      hash.update(fs.readFileSync(fileURLToPath(new URL(rel, import.meta.url))));
    } catch {
      hash.update(`missing:${rel}`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let cache: FsImageStore | null = null;
function cacheStore(): FsImageStore {
  cache ??= createFsImageStore(path.join(os.tmpdir(), `d320b-test-pictures-${fingerprint()}`));
  return cache;
}

/** Store for seeding `target`: pictures already in the cache are linked, new ones are added to it. */
function cachingStore(target: FsImageStore, shared: FsImageStore): ImageStore {
  return {
    description: target.description,
    read: (key, variant) => target.read(key, variant),
    keys: () => target.keys(),
    probe: () => target.probe(),
    async put(key, variant, data) {
      await target.put(key, variant, data);
      await shared.put(key, variant, data);
    },
    async remove(key) {
      await target.remove(key);
    },
    async exists(key) {
      if (await target.exists(key)) return true;
      if (!(await shared.exists(key))) return false;
      for (const v of IMAGE_VARIANTS) {
        const to = target.pathOf(key, v);
        await fs.promises.mkdir(path.dirname(to), { recursive: true });
        // Stored images are never rewritten in place (put renames a new file over), so sharing the inode is safe.
        await fs.promises.link(shared.pathOf(key, v), to).catch(async (err: NodeJS.ErrnoException) => {
          if (err.code === 'EEXIST') return;
          await fs.promises.copyFile(shared.pathOf(key, v), to);
        });
      }
      return true;
    },
  };
}

async function withLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Puts every picture of the pool into `target`, drawing only those the shared cache lacks. A store
 * other than a folder (a bucket, the database) gets them copied from a folder filled that way.
 */
export async function provideDemoPictures(target: ImageStore, pictures: readonly DemoPicture[]): Promise<void> {
  const shared = cacheStore();
  fs.mkdirSync(shared.root, { recursive: true });
  if (target instanceof FsImageStore) {
    await withLock(shared.root, () => storePictures(cachingStore(target, shared), pictures));
    return;
  }
  const folder = createFsImageStore(fs.mkdtempSync(path.join(os.tmpdir(), 'd320b-test-pictures-copy-')));
  try {
    await withLock(shared.root, () => storePictures(cachingStore(folder, shared), pictures));
    for await (const key of folder.keys()) {
      for (const v of IMAGE_VARIANTS) {
        const data = await folder.read(key, v);
        if (data) await target.put(key, v, data);
      }
    }
  } finally {
    fs.rmSync(folder.root, { recursive: true, force: true });
  }
}
