/**
 * Renders the app icons from one inline SVG. Run once after changing the
 * artwork (`node web/scripts/generate-icons.mjs`); the PNGs are committed so
 * the build needs no image tooling. `sharp` comes from the server workspace.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../public');
mkdirSync(resolve(out, 'icons'), { recursive: true });

const BLUE = '#00338d';
const GOLD = '#ebb700';

/**
 * The emblem: a gold ring with a bold "L" on Lions blue. `safe` shrinks the
 * artwork into the central 80% circle that maskable icons must respect.
 */
function emblem({ rounded, safe }) {
  const s = safe ? 0.72 : 1;
  const t = (v) => 256 + (v - 256) * s;
  const bg = rounded
    ? `<rect width="512" height="512" rx="112" fill="${BLUE}"/>`
    : `<rect width="512" height="512" fill="${BLUE}"/>`;
  // "L" drawn as a polygon so rendering does not depend on installed fonts.
  const l = [
    [196, 136], [256, 136], [256, 322], [336, 322], [336, 376], [196, 376],
  ].map(([x, y]) => `${t(x)},${t(y)}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  ${bg}
  <circle cx="256" cy="256" r="${196 * s}" fill="none" stroke="${GOLD}" stroke-width="${26 * s}"/>
  <circle cx="256" cy="256" r="${162 * s}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${6 * s}"/>
  <polygon points="${l}" fill="${GOLD}"/>
</svg>`;
}

async function png(svg, size, file) {
  const buf = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer();
  writeFileSync(resolve(out, file), buf);
  console.log(`${file}  ${buf.length} B`);
}

const regular = emblem({ rounded: true, safe: false });
const square = emblem({ rounded: false, safe: false });
const maskable = emblem({ rounded: false, safe: true });

await png(regular, 192, 'icons/icon-192.png');
await png(regular, 512, 'icons/icon-512.png');
await png(maskable, 192, 'icons/maskable-192.png');
await png(maskable, 512, 'icons/maskable-512.png');
// iOS draws its own rounded corners and shows transparency as black: use the square art.
await png(square, 180, 'apple-touch-icon.png');
await png(regular, 32, 'favicon-32.png');
writeFileSync(resolve(out, 'favicon.svg'), regular);
console.log('favicon.svg');
