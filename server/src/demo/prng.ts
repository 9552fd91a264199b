/**
 * Seeded randomness for the demo district. Everything derives from the seed
 * so the same options always give the same district (tests, README, bench).
 */

/** 32-bit FNV-1a of the parts; used to derive independent sub-seeds. */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = typeof part === 'number' ? `#${part}` : part;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x7c; // separator, so ('ab','c') and ('a','bc') differ
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** An independent stream for a named purpose (and optional index). */
  static derive(seed: number, ...parts: (string | number)[]): Rng {
    return new Rng(hash32(seed, ...parts));
  }

  /** mulberry32: small, fast, good enough for sample data. Returns [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; `weights` parallel to `items`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** `count` distinct items (or all of them when fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }
}

/** `count` distinct integers from [min, max] not in `exclude`, in random order. */
export function sampleInts(rng: Rng, min: number, max: number, count: number, exclude: ReadonlySet<number> = new Set()): number[] {
  const span = max - min + 1;
  const available = span - [...exclude].filter((n) => n >= min && n <= max).length;
  const want = Math.min(count, Math.max(0, available));
  if (want * 3 > span) {
    // Dense: shuffle the whole range (small ranges only in practice).
    const all: number[] = [];
    for (let n = min; n <= max; n++) if (!exclude.has(n)) all.push(n);
    return rng.shuffle(all).slice(0, want);
  }
  const picked = new Set<number>();
  while (picked.size < want) {
    const n = rng.int(min, max);
    if (!exclude.has(n)) picked.add(n);
  }
  return [...picked];
}
