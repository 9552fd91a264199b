import { describe, expect, it } from 'vitest';
import { loadPdfKit } from './lazy-modules.js';
import { PdfText, splitRuns } from './pdf-text.js';

async function text(): Promise<PdfText> {
  const PDFDocument = await loadPdfKit();
  return PdfText.create(new PDFDocument({ size: 'A4', font: null as unknown as string }));
}

describe('PDF text in Indian scripts', () => {
  it('cuts text into runs by script; Latin, digits and punctuation stay with the run around them', () => {
    expect(splitRuns('ప్రసాద్ గౌడ్ (Prasad Goud)')).toEqual([{ text: 'ప్రసాద్ గౌడ్ (Prasad Goud)', script: 'telugu' }]);
    expect(splitRuns('Dr. विजय कुमार')).toEqual([{ text: 'Dr. विजय कुमार', script: 'devanagari' }]);
    expect(splitRuns('రవి / रवि')).toEqual([
      { text: 'రవి / ', script: 'telugu' },
      { text: 'रवि', script: 'devanagari' },
    ]);
    expect(splitRuns('Anil Kumar')).toEqual([{ text: 'Anil Kumar', script: 'telugu' }]);
  });

  it('has a glyph for every letter of Telugu, Devanagari and Latin names (nothing prints as an empty box)', async () => {
    const t = await text();
    for (const name of ['ప్రసాద్ గౌడ్ (Prasad Goud)', 'శ్రీనివాస్ రెడ్డి', 'క్షేత్రయ్య', 'विजय कुमार शर्मा', 'श्रीनिवास त्रिपाठी', 'Zoë Ñúñez — ₹ 1,000 · #12']) {
      expect(t.missing(name), name).toEqual([]);
    }
    // A script without a font here is reported, not hidden.
    expect(t.missing('தமிழ்')).not.toEqual([]);
  });

  it('wraps at spaces, cuts a long e-mail after its @ or a dot, and ends a cut text with …', async () => {
    const t = await text();
    const style = { size: 10, width: 120 };
    expect(t.lines('Short name', style)).toEqual(['Short name']);
    const email = t.lines('venkata.ramanachari.kondapalli@rediffmail.com', { ...style, width: 150, maxLines: 2 });
    expect(email).toHaveLength(2);
    expect(email[0]).toMatch(/[@.]$/);
    expect(email.join('')).toBe('venkata.ramanachari.kondapalli@rediffmail.com');
    const long = t.lines('శ్రీ వెంకట సత్య నారాయణ మూర్తి రావు కొండపల్లి వెంకటేశ్వర్లు', { ...style, maxLines: 2 });
    expect(long).toHaveLength(2);
    expect(long[1]!.endsWith('…')).toBe(true);
    for (const line of long) expect(t.width(line, style)).toBeLessThanOrEqual(style.width);
  });
});
