/**
 * Text in Indian scripts for pdfkit documents (the printed directory).
 *
 * - Fonts: Noto Sans Telugu and Noto Sans Devanagari (Google Fonts builds, which carry the Latin
 *   letters of Noto Sans too), regular and bold, from the npm packages
 *   `@expo-google-fonts/noto-sans-telugu` and `…-devanagari` (SIL Open Font License). Nothing is
 *   needed from the operating system.
 * - Shaping: HarfBuzz (the `harfbuzzjs` WebAssembly build). pdfkit lays text out with fontkit,
 *   whose OpenType engine throws on these fonts (a NULL mark anchor in GPOS) and does not reorder
 *   Indic clusters the way HarfBuzz does; each embedded font's `layout` is answered by HarfBuzz,
 *   and pdfkit keeps embedding (subset) and writing the glyphs.
 * - Font per run: a text is cut into runs by script (Telugu, Devanagari); Latin, digits,
 *   punctuation and spaces stay with the run around them. Text with no Indian letters uses the
 *   Telugu family's Latin, so every line of the document is one typeface.
 * - Copy and search: glyph order is visual order (a Devanagari vowel sign ि is drawn before its
 *   consonant), so every run with Indian letters is marked with its text as stored (`/ActualText`);
 *   `pdftotext`, copy and search give back the name exactly as it was typed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadHarfBuzz } from './lazy-modules.js';

export type Weight = 'regular' | 'bold';
type Script = 'telugu' | 'devanagari';
type FontKey = `${Script}-${Weight}`;

const require = createRequire(import.meta.url);

const FONT_FILES: Record<FontKey, [pkg: string, file: string]> = {
  'telugu-regular': ['@expo-google-fonts/noto-sans-telugu', '400Regular/NotoSansTelugu_400Regular.ttf'],
  'telugu-bold': ['@expo-google-fonts/noto-sans-telugu', '700Bold/NotoSansTelugu_700Bold.ttf'],
  'devanagari-regular': ['@expo-google-fonts/noto-sans-devanagari', '400Regular/NotoSansDevanagari_400Regular.ttf'],
  'devanagari-bold': ['@expo-google-fonts/noto-sans-devanagari', '700Bold/NotoSansDevanagari_700Bold.ttf'],
};

function fontPath([pkg, file]: [string, string]): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

type HarfBuzz = Awaited<ReturnType<typeof loadHarfBuzz>>;

interface Face {
  data: Buffer;
  hbFont: InstanceType<HarfBuzz['Font']>;
  /** Glyph id → the character it stands for (the font's own character map, reversed). */
  charOf: Map<number, number>;
}

interface Shaper {
  hb: HarfBuzz;
  buffer: InstanceType<HarfBuzz['Buffer']>;
  faces: Record<FontKey, Face>;
}

let shaper: Promise<Shaper> | undefined;

/** The fonts and HarfBuzz, read once per process (the files never change). */
function loadShaper(): Promise<Shaper> {
  shaper ??= (async () => {
    const hb = await loadHarfBuzz();
    const faces = {} as Record<FontKey, Face>;
    for (const key of Object.keys(FONT_FILES) as FontKey[]) {
      const data = await fs.promises.readFile(fontPath(FONT_FILES[key]));
      const face = new hb.Face(new hb.Blob(data));
      const hbFont = new hb.Font(face);
      const charOf = new Map<number, number>();
      for (const u of face.collectUnicodes()) {
        const gid = hbFont.nominalGlyph(u);
        if (gid !== undefined && !charOf.has(gid)) charOf.set(gid, u);
      }
      faces[key] = { data, hbFont, charOf };
    }
    return { hb, buffer: new hb.Buffer(), faces };
  })();
  shaper.catch(() => {
    shaper = undefined;
  });
  return shaper;
}

// ---------------------------------------------------------------- runs by script

const TELUGU = /\p{Script=Telugu}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
/** Letters that need the HarfBuzz-shaped text marked for extraction (any Indian script). */
const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]/u;

function scriptOf(ch: string): Script | null {
  if (TELUGU.test(ch)) return 'telugu';
  if (DEVANAGARI.test(ch)) return 'devanagari';
  return null;
}

export interface Run {
  text: string;
  script: Script;
}

/** Cuts a text into runs of one script; characters of no script join the run they stand in. */
export function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  let pending = '';
  for (const ch of text) {
    const script = scriptOf(ch);
    if (script === null) {
      if (current) current.text += ch;
      else pending += ch;
      continue;
    }
    if (current && current.script === script) {
      current.text += ch;
    } else {
      current = { text: pending + ch, script };
      pending = '';
      runs.push(current);
    }
  }
  if (pending) runs.push({ text: pending, script: 'telugu' });
  return runs;
}

// ---------------------------------------------------------------- pdfkit glue

/** What pdfkit's embedded font asks of its fontkit font: the glyphs and positions of a text. */
interface FontkitLike {
  unitsPerEm: number;
  getGlyph(id: number, codePoints?: number[]): { id: number; advanceWidth: number };
  layout: (text: string, features?: unknown) => unknown;
}

interface EmbeddedFontLike {
  font: FontkitLike;
}

function shapeInto(s: Shaper, face: Face, font: FontkitLike) {
  return (text: string) => {
    const { hb, buffer } = s;
    buffer.reset();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(face.hbFont, buffer);
    const infos = buffer.getGlyphInfos();
    const places = buffer.getGlyphPositions();
    // Cluster → the characters it holds (clusters are UTF-16 offsets into text).
    const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
    const clusterText = new Map<number, string>();
    starts.forEach((start, i) => clusterText.set(start, text.slice(start, starts[i + 1] ?? text.length)));
    const glyphs = infos.map((g) => {
      const own = face.charOf.get(g.codepoint);
      const chars = own !== undefined ? [own] : [...(clusterText.get(g.cluster) ?? '')].map((c) => c.codePointAt(0)!);
      return font.getGlyph(g.codepoint, chars.length ? chars : [0x200b]);
    });
    const positions = places.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset }));
    return {
      glyphs,
      positions,
      // pdfkit scales the positions after this call: the width is read from them when asked.
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

export interface BoxStyle extends TextStyle {
  width: number;
  /** Lines at most; the last one ends with … when the text is longer. Default 1. */
  maxLines?: number;
  align?: 'left' | 'right' | 'center';
  /** Line height as a multiple of the size (default 1.4: Telugu stacks marks above and below). */
  leading?: number;
}

/**
 * Writes shaped text into one pdfkit document. `create` registers the four fonts in the document;
 * measuring needs no page, so a layout can be computed before anything is drawn.
 */
export class PdfText {
  private constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly shaper: Shaper,
  ) {}

  static async create(pdf: PDFKit.PDFDocument): Promise<PdfText> {
    const s = await loadShaper();
    for (const key of Object.keys(FONT_FILES) as FontKey[]) {
      const face = s.faces[key];
      pdf.registerFont(key, face.data);
      pdf.font(key);
      // pdfkit keeps the embedded font it just made as its current font.
      const embedded = (pdf as unknown as { _font: EmbeddedFontLike })._font;
      embedded.font.layout = shapeInto(s, face, embedded.font);
    }
    return new PdfText(pdf, s);
  }

  private use(script: Script, style: TextStyle): void {
    this.pdf.font(`${script}-${style.weight ?? 'regular'}`).fontSize(style.size);
  }

  /** Characters of the text that its fonts cannot draw (they would print as empty boxes). */
  missing(text: string): string[] {
    const out: string[] = [];
    for (const run of splitRuns(text)) {
      const face = this.shaper.faces[`${run.script}-regular`];
      for (const ch of run.text) {
        const cp = ch.codePointAt(0)!;
        // Joiners and spaces have no glyph of their own in some fonts and need none.
        if (/[\s\u200c\u200d]/.test(ch)) continue;
        if (face.hbFont.nominalGlyph(cp) === undefined) out.push(ch);
      }
    }
    return out;
  }

  /** Width of a single line of text. */
  width(text: string, style: TextStyle): number {
    let w = 0;
    for (const run of splitRuns(text)) {
      this.use(run.script, style);
      w += this.pdf.widthOfString(run.text);
    }
    return w;
  }

  lineHeight(style: Pick<BoxStyle, 'size' | 'leading'>): number {
    return style.size * (style.leading ?? 1.4);
  }

  /** The lines a text takes in a box: wrapped at spaces (or inside a long word), cut to maxLines with …. */
  lines(text: string, style: BoxStyle): string[] {
    const maxLines = style.maxLines ?? 1;
    const all: string[] = [];
    let line = '';
    for (const word of text.trim().split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= style.width) {
        line = candidate;
        continue;
      }
      if (line) all.push(line);
      // A word wider than the box (a long e-mail address) is cut between characters.
      let rest = word;
      while (all.length <= maxLines && this.width(rest, style) > style.width) {
        let part = this.fit(rest, style.width, style);
        if (!part) break;
        // Prefer a cut after '@', '.', '-' or '_' in the second half (an e-mail's parts stay whole).
        const cut = Math.max(...['@', '.', '-', '_'].map((c) => part.lastIndexOf(c)));
        if (cut >= part.length / 2 && cut < part.length - 1) part = part.slice(0, cut + 1);
        all.push(part);
        rest = rest.slice(part.length);
      }
      line = rest;
    }
    if (line) all.push(line);
    if (all.length <= maxLines) return all;
    const kept = all.slice(0, maxLines);
    kept[maxLines - 1] = this.ellipsis(`${kept[maxLines - 1]} ${all[maxLines]}`, style);
    return kept;
  }

  /** Height of the text in a box (lines × line height). */
  height(text: string, style: BoxStyle): number {
    return this.lines(text, style).length * this.lineHeight(style);
  }

  /** Draws the text in a box whose top is y; answers the height used. */
  box(text: string, x: number, y: number, style: BoxStyle): number {
    const lines = this.lines(text, style);
    const lh = this.lineHeight(style);
    lines.forEach((line, i) => {
      const w = style.align && style.align !== 'left' ? this.width(line, style) : 0;
      const lx = style.align === 'right' ? x + style.width - w : style.align === 'center' ? x + (style.width - w) / 2 : x;
      this.line(line, lx, y + i * lh + style.size * 1.05, style);
    });
    return lines.length * lh;
  }

  /** Draws one line with its baseline at y. */
  line(text: string, x: number, baseline: number, style: TextStyle): void {
    let cx = x;
    for (const run of splitRuns(text)) {
      this.use(run.script, style);
      if (style.color) this.pdf.fillColor(style.color);
      const marked = INDIC.test(run.text);
      if (marked) this.pdf.markContent('Span', { actual: run.text } as PDFKit.Mixins.MarkingOptions);
      this.pdf.text(run.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
      if (marked) this.pdf.endMarkedContent();
      cx += this.pdf.widthOfString(run.text);
    }
  }

  /** The longest start of text (whole characters) that fits the width. */
  private fit(text: string, width: number, style: TextStyle): string {
    const chars = graphemes(text);
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.width(chars.slice(0, mid).join(''), style) <= width) lo = mid;
      else hi = mid - 1;
    }
    return chars.slice(0, lo).join('');
  }

  private ellipsis(text: string, style: BoxStyle): string {
    if (this.width(text, style) <= style.width) return text;
    const room = style.width - this.width('…', style);
    return `${this.fit(text, room, style).trimEnd()}…`;
  }
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return [...segmenter.segment(text)].map((s) => s.segment);
}
