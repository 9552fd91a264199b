/**
 * Demo pictures, drawn locally from SVG (no network, no stock photos) and
 * stored through the normal upload pipeline. A picture is described by a
 * small spec; its storage key is derived from the spec, so the same district
 * always points at the same keys and re-seeding can skip pictures that are
 * already stored. Keys live in the shared `demo/` folder (never removed when
 * one row replaces its image; see lib/images).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSharp } from '../lib/lazy-modules.js';
import { SHARED_IMAGE_FOLDER, processImage, storeProcessed, type ProcessedImage } from '../lib/images/index.js';
import { FsImageStore, type ImageStore } from '../lib/storage/index.js';
import type { IconName } from './data.js';

export type PictureSpec =
  | { kind: 'avatar'; letter: string; tone: number }
  | { kind: 'card'; icon: IconName; title: string; caption: string; tone: number }
  | { kind: 'family'; surname: string; children: number; tone: number }
  | { kind: 'logo'; year: string; tone: number }
  | { kind: 'theme'; slogan: string; year: string; tone: number };

/**
 * Bump when drawings or the image pipeline's output change: new keys (stored
 * images are served as immutable) and a new picture cache folder.
 */
const RENDER_VERSION = 3;

export function pictureKey(spec: PictureSpec): string {
  const digest = createHash('sha256').update(`${RENDER_VERSION}|${JSON.stringify(spec)}`).digest('base64url');
  return `${SHARED_IMAGE_FOLDER}/${digest.slice(0, 22)}`;
}

/** [background from, background to, accent] */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#00338D', '#1E5BC6', '#EBB700'], // Lions blue and gold
  ['#7A1F5C', '#B0357F', '#FFD166'],
  ['#0B6E4F', '#2A9D73', '#F4E285'],
  ['#8C2F0B', '#D35400', '#FFE0A3'],
  ['#3D2C8D', '#6A4CC7', '#F9C74F'],
  ['#005F73', '#0A9396', '#E9D8A6'],
  ['#9B2226', '#C0392B', '#FAD2A5'],
  ['#264653', '#2A6F97', '#E9C46A'],
  ['#5F0F40', '#9A031E', '#FB8B24'],
  ['#1B4332', '#40916C', '#D8F3DC'],
  ['#374151', '#4B5563', '#FBBF24'],
  ['#6D28D9', '#8B5CF6', '#FDE68A'],
];

export const PALETTE_COUNT = PALETTES.length;

function palette(tone: number): readonly [string, string, string] {
  return PALETTES[((tone % PALETTES.length) + PALETTES.length) % PALETTES.length]!;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap by character count (DejaVu Sans is close enough to even). */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s+\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

/** Simple white glyphs on a 100 x 100 canvas. */
const ICONS: Record<IconName, string> = {
  eye: '<ellipse cx="50" cy="50" rx="44" ry="26" fill="none" stroke="#fff" stroke-width="7"/><circle cx="50" cy="50" r="15"/><circle cx="55" cy="45" r="4" fill="#0005"/>',
  drop: '<path d="M50 6C50 6 18 48 18 65a32 32 0 0 0 64 0C82 48 50 6 50 6Z"/>',
  tree: '<rect x="44" y="60" width="12" height="34" rx="3"/><circle cx="50" cy="40" r="28"/><circle cx="30" cy="52" r="16"/><circle cx="70" cy="52" r="16"/>',
  bowl: '<path d="M10 50h80a40 40 0 0 1-80 0Z"/><path d="M34 40q7-12 0-24M50 40q7-12 0-24M66 40q7-12 0-24" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  book: '<path d="M8 20q22-9 40 4v62q-18-12-40-4Z"/><path d="M92 20q-22-9-40 4v62q18-12 40-4Z"/>',
  cross: '<path d="M38 10h24v28h28v24H62v28H38V62H10V38h28Z"/>',
  people: '<circle cx="26" cy="36" r="11"/><circle cx="74" cy="36" r="11"/><circle cx="50" cy="28" r="14"/><path d="M4 86q0-30 22-30t22 30Z"/><path d="M52 86q0-30 22-30t22 30Z"/><path d="M24 90q0-38 26-38t26 38Z"/>',
  star: '<path d="M50 5l13 28 30 3-23 20 7 30-27-16-27 16 7-30L7 36l30-3Z"/>',
  heart: '<path d="M50 88S8 62 8 34a21 21 0 0 1 42-6 21 21 0 0 1 42 6c0 28-42 54-42 54Z"/>',
  medal: '<path d="M30 5h14l10 30H40ZM70 5H56L46 35h14Z"/><circle cx="50" cy="62" r="28"/><circle cx="50" cy="62" r="18" fill="none" stroke="#0004" stroke-width="4"/>',
  building: '<path d="M18 92V18h40v74Z"/><path d="M62 92V40h22v52Z"/><g fill="#0004"><rect x="26" y="26" width="8" height="8"/><rect x="42" y="26" width="8" height="8"/><rect x="26" y="42" width="8" height="8"/><rect x="42" y="42" width="8" height="8"/><rect x="26" y="58" width="8" height="8"/><rect x="42" y="58" width="8" height="8"/><rect x="68" y="50" width="10" height="8"/><rect x="68" y="66" width="10" height="8"/><rect x="32" y="76" width="12" height="16"/></g>',
  briefcase: '<rect x="8" y="30" width="84" height="56" rx="8"/><path d="M36 30v-10h28v10" fill="none" stroke="#fff" stroke-width="7"/><rect x="8" y="52" width="84" height="5" fill="#0004"/>',
  gem: '<path d="M25 12h50l20 26-45 52L5 38Z"/><path d="M5 38h90M35 12l-8 26 23 52 23-52-8-26" fill="none" stroke="#0004" stroke-width="3"/>',
  scales: '<rect x="47" y="12" width="6" height="72"/><rect x="28" y="84" width="44" height="8" rx="3"/><rect x="12" y="22" width="76" height="5"/><path d="M4 56l14-30 14 30a14 9 0 0 1-28 0Z"/><path d="M68 56l14-30 14 30a14 9 0 0 1-28 0Z"/>',
  car: '<path d="M8 62l10-24q4-8 14-8h36q10 0 14 8l10 24v18H8Z"/><circle cx="28" cy="80" r="10" fill="#0006"/><circle cx="72" cy="80" r="10" fill="#0006"/><path d="M24 54l6-14h40l6 14Z" fill="#0004"/>',
  laptop: '<rect x="16" y="18" width="68" height="46" rx="4"/><rect x="22" y="24" width="56" height="34" fill="#0004"/><path d="M4 70h92l-6 12H10Z"/>',
  shirt: '<path d="M34 10l16 10 16-10 30 16-12 20-10-6v50H26V40l-10 6L4 26Z"/>',
  pill: '<rect x="8" y="36" width="84" height="30" rx="15" transform="rotate(-30 50 51)"/><path d="M50 26v50" stroke="#0004" stroke-width="4" transform="rotate(-30 50 51)"/>',
  umbrella: '<path d="M6 50a44 40 0 0 1 88 0Z"/><path d="M50 50v32a8 8 0 0 1-16 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  calendar: '<rect x="10" y="18" width="80" height="72" rx="8"/><rect x="10" y="18" width="80" height="18" fill="#0004"/><rect x="26" y="8" width="8" height="18" rx="3"/><rect x="66" y="8" width="8" height="18" rx="3"/><g fill="#0004"><rect x="22" y="46" width="12" height="10"/><rect x="44" y="46" width="12" height="10"/><rect x="66" y="46" width="12" height="10"/><rect x="22" y="66" width="12" height="10"/><rect x="44" y="66" width="12" height="10"/></g>',
  megaphone: '<path d="M14 38h18l46-26v76L32 62H14Z"/><path d="M26 62l8 28h12l-6-28Z"/><path d="M86 36q8 14 0 28" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  water: '<path d="M50 4C50 4 24 40 24 56a26 26 0 0 0 52 0C76 40 50 4 50 4Z"/><path d="M4 88q12-10 23 0t23 0 23 0 23 0" fill="none" stroke="#fff" stroke-width="6"/>',
  family: '<circle cx="30" cy="26" r="12"/><circle cx="70" cy="26" r="12"/><circle cx="50" cy="52" r="9"/><path d="M12 92q0-48 18-48t18 48Z"/><path d="M52 92q0-48 18-48t18 48Z"/><path d="M38 92q0-28 12-28t12 28Z"/>',
  lion: '<path d="M50 2l7 12 13-6 1 14 14 1-6 13 12 7-12 7 6 13-14 1-1 14-13-6-7 12-7-12-13 6-1-14-14-1 6-13-12-7 12-7-6-13 14-1 1-14 13 6Z"/><circle cx="50" cy="52" r="26" fill="#0003"/><circle cx="41" cy="46" r="3.5" fill="#0008"/><circle cx="59" cy="46" r="3.5" fill="#0008"/><path d="M45 56h10l-5 6Z" fill="#0008"/><path d="M42 66q8 6 16 0" fill="none" stroke="#0008" stroke-width="3" stroke-linecap="round"/>',
};

/**
 * Pixel size relative to the drawing coordinates. Demo pictures are flat
 * graphics: 720 px wide detail images look the same on a phone and take a
 * third of the time to draw and encode than 1080 px ones.
 */
const SCALE = 2 / 3;

function svgRoot(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * SCALE)}" height="${Math.round(height * SCALE)}" viewBox="0 0 ${width} ${height}">`;
}

const FONT = "font-family=\"DejaVu Sans, sans-serif\"";

function defs(from: string, to: string): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function avatarSvg(letter: string, tone: number): string {
  const [from, to, accent] = palette(tone);
  return `${svgRoot(480, 480)}${defs(from, to)}
<rect width="480" height="480" fill="url(#g)"/>
<circle cx="400" cy="70" r="120" fill="${accent}" opacity="0.18"/><circle cx="60" cy="430" r="90" fill="#fff" opacity="0.08"/>
<text x="240" y="318" text-anchor="middle" ${FONT} font-weight="bold" font-size="240" fill="#fff">${esc(letter)}</text></svg>`;
}

function cardSvg(icon: IconName, title: string, caption: string, tone: number): string {
  const [from, to, accent] = palette(tone);
  const lines = wrap(title, 24, 2);
  const text = lines
    .map((l, i) => `<text x="80" y="${560 - (lines.length - 1 - i) * 64}" ${FONT} font-weight="bold" font-size="54" fill="#fff">${esc(l)}</text>`)
    .join('');
  return `${svgRoot(1080, 720)}${defs(from, to)}
<rect width="1080" height="720" fill="url(#g)"/>
<circle cx="930" cy="120" r="260" fill="${accent}" opacity="0.16"/><circle cx="120" cy="700" r="200" fill="#fff" opacity="0.07"/>
<circle cx="800" cy="330" r="170" fill="#fff" opacity="0.12"/>
<g transform="translate(690 220) scale(2.2)" fill="#fff">${ICONS[icon]}</g>
<text x="80" y="120" ${FONT} font-size="30" letter-spacing="4" fill="${accent}">${esc(caption.toUpperCase())}</text>
<rect x="80" y="146" width="90" height="6" rx="3" fill="${accent}"/>
${text}
<text x="80" y="650" ${FONT} font-size="26" fill="#fff" opacity="0.8">Lions Clubs · District 320B · We Serve</text></svg>`;
}

function familySvg(surname: string, children: number, tone: number): string {
  const [from, to, accent] = palette(tone);
  // Two adults then the children, side by side on a common baseline, centred.
  const heights = [330, 305, ...Array.from({ length: children }, (_, i) => 200 + ((i * 37) % 40))];
  const widths = heights.map((h) => h * 0.52);
  const gap = 14;
  let x = 540 - (widths.reduce((a, b) => a + b, 0) + gap * (widths.length - 1)) / 2;
  const people = heights.map((h, i) => {
    const w = widths[i]!;
    const cx = x + w / 2;
    x += w + gap;
    const r = h * 0.17;
    const body = h - 2.4 * r;
    return (
      `<circle cx="${cx}" cy="${600 - h + r}" r="${r}" fill="#fff" opacity="0.92"/>` +
      `<path d="M${cx - w / 2} 600q0 ${-body} ${w / 2} ${-body}t${w / 2} ${body}Z" fill="#fff" opacity="0.92"/>`
    );
  });
  return `${svgRoot(1080, 720)}${defs(from, to)}
<rect width="1080" height="720" fill="url(#g)"/>
<circle cx="540" cy="330" r="300" fill="${accent}" opacity="0.2"/>
<rect x="0" y="600" width="1080" height="120" fill="#000" opacity="0.15"/>
${people.join('')}
<text x="540" y="670" text-anchor="middle" ${FONT} font-weight="bold" font-size="42" fill="#fff">The ${esc(surname)} Family</text></svg>`;
}

function logoSvg(year: string, tone: number): string {
  const [from, to, accent] = palette(tone);
  return `${svgRoot(600, 600)}${defs(from, to)}
<rect width="600" height="600" fill="#fff"/>
<circle cx="300" cy="300" r="270" fill="url(#g)"/><circle cx="300" cy="300" r="228" fill="none" stroke="${accent}" stroke-width="10"/>
<text x="300" y="200" text-anchor="middle" ${FONT} font-weight="bold" font-size="40" letter-spacing="8" fill="${accent}">LIONS</text>
<path d="M190 236h220" stroke="${accent}" stroke-width="4"/>
<text x="300" y="330" text-anchor="middle" ${FONT} font-weight="bold" font-size="76" fill="#fff">320B</text>
<text x="300" y="392" text-anchor="middle" ${FONT} font-size="30" fill="#fff">${esc(year)}</text>
<text x="300" y="452" text-anchor="middle" ${FONT} font-size="26" letter-spacing="6" fill="${accent}">WE SERVE</text></svg>`;
}

function themeSvg(slogan: string, year: string, tone: number): string {
  const [from, to, accent] = palette(tone);
  const lines = wrap(slogan, 20, 3);
  const top = 360 - ((lines.length - 1) * 76) / 2;
  const text = lines
    .map((l, i) => `<text x="540" y="${top + i * 76}" text-anchor="middle" ${FONT} font-weight="bold" font-size="64" fill="#fff">${esc(l)}</text>`)
    .join('');
  return `${svgRoot(1080, 720)}${defs(from, to)}
<rect width="1080" height="720" fill="url(#g)"/>
<circle cx="100" cy="100" r="220" fill="${accent}" opacity="0.15"/><circle cx="980" cy="640" r="260" fill="#fff" opacity="0.08"/>
<text x="540" y="150" text-anchor="middle" ${FONT} font-size="30" letter-spacing="6" fill="${accent}">THEME ${esc(year)}</text>
${text}
<rect x="470" y="${top + lines.length * 76 - 20}" width="140" height="6" rx="3" fill="${accent}"/>
<text x="540" y="640" text-anchor="middle" ${FONT} font-size="28" fill="#fff" opacity="0.85">Lions Clubs International · District 320B</text></svg>`;
}

export function pictureSvg(spec: PictureSpec): string {
  switch (spec.kind) {
    case 'avatar':
      return avatarSvg(spec.letter, spec.tone);
    case 'card':
      return cardSvg(spec.icon, spec.title, spec.caption, spec.tone);
    case 'family':
      return familySvg(spec.surname, spec.children, spec.tone);
    case 'logo':
      return logoSvg(spec.year, spec.tone);
    case 'theme':
      return themeSvg(spec.slogan, spec.year, spec.tone);
  }
}

/** Rasterises a spec to PNG, as if a member had uploaded it. */
export async function renderPicture(spec: PictureSpec): Promise<Buffer> {
  // Fast PNG settings: the bytes only feed the normal pipeline once.
  // Opaque drawings: no alpha channel, so the WebP variants carry none either.
  const sharp = await loadSharp();
  return sharp(Buffer.from(pictureSvg(spec))).removeAlpha().png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}

/** Where drawn demo pictures are kept between seeds (any data folder), unless told otherwise. */
export function defaultPictureCache(): string {
  return path.join(os.tmpdir(), `d320b-demo-pictures-v${RENDER_VERSION}`);
}

export interface StorePicturesOptions {
  /**
   * A folder laid out like the media folder where drawn pictures are kept,
   * so the next seed (tests, e2e runs, a reset) copies instead of drawing.
   * Null: always draw.
   */
  cacheDir?: string | null;
  concurrency?: number;
}

/**
 * Makes sure every picture of the pool is stored; already stored keys are
 * skipped. Returns how many were drawn. A few at a time: sharp already uses
 * the thread pool.
 */
export async function storePictures(
  store: ImageStore,
  pictures: readonly { key: string; spec: PictureSpec }[],
  options: StorePicturesOptions = {},
): Promise<number> {
  const cache = options.cacheDir ? new FsImageStore(options.cacheDir) : null;
  let drawn = 0;
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const { key, spec } = pictures[next++]!;
      if (await store.exists(key)) continue;
      const cached = cache && (await cache.exists(key)) ? await readCached(cache, key) : null;
      if (cached) {
        await storeProcessed(store, key, cached);
        continue;
      }
      const processed = await processImage(await renderPicture(spec));
      await storeProcessed(store, key, processed);
      // The cache is an optimisation only: never fail a seed over it.
      if (cache) await storeProcessed(cache, key, processed).catch(() => undefined);
      drawn++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, pictures.length) }, worker));
  return drawn;
}

async function readCached(cache: FsImageStore, key: string): Promise<ProcessedImage | null> {
  try {
    const [thumb, display] = await Promise.all([fs.readFile(cache.pathOf(key, 'thumb')), fs.readFile(cache.pathOf(key, 'display'))]);
    return { thumb, display };
  } catch {
    return null;
  }
}
