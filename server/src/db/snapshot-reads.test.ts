/** SnapshotReads (pg-read-cache.ts): a request never gets a snapshot read that began before it asked. */
import { describe, expect, it } from 'vitest';
import { SnapshotReads } from './pg-read-cache.js';

function deferredReads() {
  const started: { resolve: (s: string) => void; reject: (e: Error) => void }[] = [];
  const read = () => new Promise<string>((resolve, reject) => started.push({ resolve, reject }));
  return { started, read };
}

describe('SnapshotReads', () => {
  it('starts a read at once when none is under way', async () => {
    const reads = new SnapshotReads();
    const { started, read } = deferredReads();
    const a = reads.fresh(read);
    expect(started).toHaveLength(1);
    started[0]!.resolve('s1');
    expect(await a).toBe('s1');
    // Ended: the next ask starts a new read.
    const b = reads.fresh(read);
    expect(started).toHaveLength(2);
    started[1]!.resolve('s2');
    expect(await b).toBe('s2');
  });

  it('callers asking while a read is under way share the next read, which starts after it ends', async () => {
    const reads = new SnapshotReads();
    const { started, read } = deferredReads();
    const first = reads.fresh(read);
    const second = reads.fresh(read);
    const third = reads.fresh(read);
    expect(started).toHaveLength(1); // the next read has not begun yet
    started[0]!.resolve('before');
    expect(await first).toBe('before');
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toHaveLength(2);
    started[1]!.resolve('after');
    expect(await second).toBe('after');
    expect(await third).toBe('after');
  });

  it('a failed read fails its callers only; the next ask reads again', async () => {
    const reads = new SnapshotReads();
    const { started, read } = deferredReads();
    const a = reads.fresh(read);
    const b = reads.fresh(read);
    started[0]!.reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await new Promise((r) => setTimeout(r, 0));
    started[1]!.resolve('s2');
    expect(await b).toBe('s2');
  });
});
