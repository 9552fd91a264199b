/**
 * The printed directory as a PDF (pdfkit), written page by page into the response stream:
 * a cover (district name, Lions year, scope), then each club on a new page with its officers and
 * its members (photo thumbnail, name, profession, mobile, e-mail).
 *
 * Photos are stored as WebP, which PDF cannot hold: each distinct thumbnail is turned into a small
 * JPEG once per document (members sharing a picture share the conversion).
 */
import { loadPdfKit, loadSharp } from '../../lib/lazy-modules.js';
import type { ImageStore } from '../../lib/storage/index.js';
import type { DirectoryClubFull } from './scope.js';

export interface DirectoryDoc {
  districtName: string;
  lionsYear: string;
  scopeLabel: string;
  clubs: DirectoryClubFull[];
  generatedOn: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW_H = 44;
const PHOTO = 34;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1d4ed8';

function photoLoader(images: ImageStore) {
  const cache = new Map<string, Promise<Buffer | null>>();
  return (key: string | null): Promise<Buffer | null> => {
    if (!key) return Promise.resolve(null);
    let found = cache.get(key);
    if (!found) {
      found = images
        .read(key, 'thumb')
        .then(async (webp) => webp && (await loadSharp())(webp).resize(PHOTO * 2, PHOTO * 2, { fit: 'cover' }).jpeg({ quality: 70 }).toBuffer())
        .catch(() => null);
      cache.set(key, found);
    }
    return found;
  };
}

/** The PDF as a readable stream; pages are written while the caller sends it. */
export async function directoryPdf(doc: DirectoryDoc, images: ImageStore, onError: (err: unknown) => void): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${doc.districtName} directory ${doc.lionsYear}`.trim(), Creator: doc.districtName },
  });
  const loadPhoto = photoLoader(images);
  void render(pdf, doc, loadPhoto).catch((err) => {
    onError(err);
    pdf.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return pdf;
}

async function render(pdf: PDFKit.PDFDocument, doc: DirectoryDoc, loadPhoto: (key: string | null) => Promise<Buffer | null>): Promise<void> {
  const memberCount = doc.clubs.reduce((n, c) => n + c.members.length, 0);
  // Cover.
  pdf.fillColor(ACCENT).font('Helvetica-Bold').fontSize(30).text(doc.districtName, MARGIN, 200, { align: 'center', width: PAGE.width - 2 * MARGIN });
  pdf.moveDown(0.5).fillColor(INK).font('Helvetica').fontSize(20).text('Member Directory', { align: 'center' });
  if (doc.lionsYear) pdf.moveDown(0.3).fontSize(16).text(`Lions year ${doc.lionsYear}`, { align: 'center' });
  pdf.moveDown(1.5).fontSize(13).fillColor(MUTED).text(doc.scopeLabel, { align: 'center' });
  pdf.moveDown(0.3).text(`${doc.clubs.length} clubs · ${memberCount} members`, { align: 'center' });
  pdf.moveDown(0.3).fontSize(10).text(`Printed on ${doc.generatedOn}`, { align: 'center' });

  const contentWidth = PAGE.width - 2 * MARGIN;
  for (const club of doc.clubs) {
    // Photos of the club converted together (sharp works on its own threads).
    const photos = await Promise.all(club.members.map((m) => loadPhoto(m.photoKey)));
    pdf.addPage();
    let y = MARGIN;
    pdf.fillColor(ACCENT).font('Helvetica-Bold').fontSize(17).text(club.name, MARGIN, y, { width: contentWidth });
    y = pdf.y + 2;
    pdf.fillColor(MUTED).font('Helvetica').fontSize(9).text(
      [club.clubNumber ? `Club number ${club.clubNumber}` : '', `${club.members.length} members`].filter(Boolean).join(' · '),
      MARGIN,
      y,
    );
    y = pdf.y + 8;
    if (club.officers.length) {
      pdf.fillColor(INK).font('Helvetica-Bold').fontSize(11).text('Officers', MARGIN, y);
      y = pdf.y + 2;
      const colW = contentWidth / 2;
      club.officers.forEach((o, i) => {
        const x = MARGIN + (i % 2) * colW;
        const rowY = y + Math.floor(i / 2) * 14;
        pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${o.position}: `, x, rowY, { continued: true, width: colW - 8, lineBreak: false, ellipsis: true });
        pdf.fillColor(INK).text(o.name, { lineBreak: false });
      });
      y += Math.ceil(club.officers.length / 2) * 14 + 10;
    }
    pdf.fillColor(INK).font('Helvetica-Bold').fontSize(11).text('Members', MARGIN, y);
    y = pdf.y + 4;
    club.members.forEach((m, i) => {
      if (y + ROW_H > PAGE.height - MARGIN) {
        pdf.addPage();
        y = MARGIN;
        pdf.fillColor(MUTED).font('Helvetica').fontSize(9).text(`${club.name} (continued)`, MARGIN, y);
        y = pdf.y + 6;
      }
      const photo = photos[i];
      if (photo) {
        pdf.image(photo, MARGIN, y + 2, { width: PHOTO, height: PHOTO });
      } else {
        pdf.save().rect(MARGIN, y + 2, PHOTO, PHOTO).fill('#e5e7eb').restore();
      }
      const textX = MARGIN + PHOTO + 10;
      const leftW = contentWidth * 0.55 - PHOTO - 10;
      const rightX = MARGIN + contentWidth * 0.55;
      const rightW = contentWidth * 0.45;
      pdf.fillColor(INK).font('Helvetica-Bold').fontSize(10.5).text(m.name, textX, y + 4, { width: leftW, lineBreak: false, ellipsis: true });
      pdf.fillColor(MUTED).font('Helvetica').fontSize(9).text(m.profession || ' ', textX, y + 19, { width: leftW, lineBreak: false, ellipsis: true });
      pdf.fillColor(INK).fontSize(9.5).text(m.mobile, rightX, y + 4, { width: rightW, lineBreak: false });
      pdf.fillColor(MUTED).fontSize(9).text(m.email || ' ', rightX, y + 19, { width: rightW, lineBreak: false, ellipsis: true });
      pdf.save().moveTo(MARGIN, y + ROW_H - 2).lineTo(MARGIN + contentWidth, y + ROW_H - 2).lineWidth(0.3).stroke('#e5e7eb').restore();
      y += ROW_H;
    });
    // Let the response drain between clubs.
    await new Promise((resolve) => setImmediate(resolve));
  }
  pdf.end();
}
