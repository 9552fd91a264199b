/**
 * The printed directory as a PDF (pdfkit), laid out for a printed book and written page by page
 * into the response stream:
 * - a cover (district name, Lions year, scope, counts);
 * - an index of the clubs with the page each starts on (more than one club; the entries link to it);
 * - the clubs one after another: name, club number, officers of the current Lions year, then the
 *   members (photo, name, profession, mobile, e-mail, and the spouse / birthday / anniversary
 *   columns when asked). A club starts on a new page only when its heading, officers and first
 *   members do not fit on the current one, so no page holds just the last rows of a club; a club
 *   that runs over repeats its name at the top of the next page;
 * - a footer with the page number on every page but the cover.
 *
 * The layout is computed once without drawing (to know each club's page for the index and the
 * page count for the footers), then drawn the same way. Text goes through lib/pdf-text.ts (Noto
 * fonts shaped with HarfBuzz: Telugu and Devanagari names print and copy correctly). No text is
 * smaller than 9 pt.
 *
 * Photos are stored as WebP, which PDF cannot hold: each distinct thumbnail is turned into a small
 * JPEG once per document (members sharing a picture share the conversion).
 */
import { loadPdfKit, loadSharp } from '../../lib/lazy-modules.js';
import { PdfText, type BoxStyle } from '../../lib/pdf-text.js';
import type { ImageStore } from '../../lib/storage/index.js';
import type { DirectoryClubFull, DirectoryColumns, DirectoryMemberFull } from './scope.js';

export interface DirectoryDoc {
  districtName: string;
  lionsYear: string;
  scopeLabel: string;
  clubs: DirectoryClubFull[];
  generatedOn: string;
  columns: DirectoryColumns;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const FOOTER_Y = PAGE.height - MARGIN + 8;
/** Content ends here; the footer sits below. */
const BOTTOM = PAGE.height - MARGIN - 14;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const RULE = '#d1d5db';

const S = {
  clubTitle: { size: 15, weight: 'bold', color: ACCENT, width: WIDTH, maxLines: 2, leading: 1.35 },
  clubMeta: { size: 9.5, color: MUTED, width: WIDTH },
  heading: { size: 11, weight: 'bold', color: INK, width: WIDTH },
  continued: { size: 9.5, color: MUTED, width: WIDTH },
  officer: { size: 9.5, color: INK },
  name: { size: 11, weight: 'bold', color: INK, maxLines: 2, leading: 1.35 },
  profession: { size: 9.5, color: MUTED, maxLines: 1 },
  mobile: { size: 10.5, color: INK, maxLines: 1 },
  email: { size: 9.5, color: MUTED, maxLines: 2, leading: 1.3 },
  extra: { size: 9, color: INK, maxLines: 1, leading: 1.35 },
  footer: { size: 9, color: MUTED, maxLines: 1 },
  index: { size: 10, color: INK, maxLines: 1 },
} as const satisfies Record<string, Partial<BoxStyle>>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' or '--MM-DD' → '5 Mar' (the printed book shows no year of birth). */
export function dayMonth(date: string): string {
  const m = /(\d{2})-(\d{2})$/.exec(date);
  if (!m) return '';
  return `${Number(m[2])} ${MONTHS[Number(m[1]) - 1] ?? ''}`.trim();
}

function photoLoader(images: ImageStore) {
  const cache = new Map<string, Promise<Buffer | null>>();
  return (key: string | null): Promise<Buffer | null> => {
    if (!key) return Promise.resolve(null);
    let found = cache.get(key);
    if (!found) {
      found = images
        .read(key, 'thumb')
        .then(async (webp) => webp && (await loadSharp())(webp).resize(72, 72, { fit: 'cover' }).jpeg({ quality: 70 }).toBuffer())
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
    // Every font is embedded by lib/pdf-text (no standard Helvetica).
    font: null as unknown as string,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: `${doc.districtName} directory ${doc.lionsYear}`.trim(), Creator: doc.districtName },
  });
  const text = await PdfText.create(pdf);
  const loadPhoto = photoLoader(images);
  void render(pdf, text, doc, loadPhoto).catch((err) => {
    onError(err);
    pdf.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return pdf;
}

interface Plan {
  /** Page each club starts on (1 = the cover). */
  clubPages: number[];
  totalPages: number;
  density: Density;
}

/**
 * Row spacing. `compact` is used when it saves the last page: a book whose last club would end
 * with a few rows alone on a page gets slightly tighter rows instead.
 */
type Density = 'normal' | 'compact';
const ROW_PAD: Record<Density, { photo: number; min: number; text: number }> = {
  normal: { photo: 36, min: 44, text: 10 },
  compact: { photo: 32, min: 38, text: 7 },
};

/**
 * Lays the book out: `plan` null measures only (no page is drawn) and answers the plan; with a
 * plan it draws, the same way, on the document.
 */
class Book {
  page = 1;
  y = MARGIN;
  readonly clubPages: number[] = [];
  private readonly cols: { nameX: number; nameW: number; contactX: number; contactW: number; extraX: number; extraW: number };

  private readonly pad: (typeof ROW_PAD)[Density];

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly t: PdfText,
    private readonly doc: DirectoryDoc,
    private readonly plan: Plan | null,
    density: Density = plan?.density ?? 'normal',
  ) {
    this.pad = ROW_PAD[density];
    const extras = doc.columns.spouse || doc.columns.birthday || doc.columns.anniversary;
    const nameX = MARGIN + ROW_PAD.normal.photo + 10;
    const contactX = MARGIN + WIDTH * (extras ? 0.4 : 0.53);
    const extraX = extras ? MARGIN + WIDTH * 0.71 : MARGIN + WIDTH;
    this.cols = { nameX, nameW: contactX - nameX - 10, contactX, contactW: extraX - contactX - 10, extraX, extraW: MARGIN + WIDTH - extraX };
  }

  private get drawing(): boolean {
    return this.plan !== null;
  }

  newPage(): void {
    this.endPage();
    this.page += 1;
    this.y = MARGIN;
    if (this.drawing) this.pdf.addPage();
  }

  /** The page's footer (every page but the cover), written after its content. */
  endPage(): void {
    if (!this.drawing || this.page === 1) return;
    const left = [this.doc.districtName, `Member Directory ${this.doc.lionsYear}`.trim()].filter(Boolean).join(' · ');
    this.t.box(left, MARGIN, FOOTER_Y, { ...S.footer, width: WIDTH * 0.7 });
    this.t.box(`Page ${this.page} of ${this.plan!.totalPages}`, MARGIN + WIDTH * 0.7, FOOTER_Y, { ...S.footer, width: WIDTH * 0.3, align: 'right' });
  }

  /** Text in a box at the current position: drawn when drawing, measured always; moves y down. */
  private box(text: string, x: number, style: BoxStyle, y = this.y): number {
    return this.drawing ? this.t.box(text, x, y, style) : this.t.height(text, style);
  }

  cover(): void {
    if (!this.drawing) return;
    const d = this.doc;
    const members = d.clubs.reduce((n, c) => n + c.members.length, 0);
    let y = 200;
    y += this.t.box(d.districtName, MARGIN, y, { size: 30, weight: 'bold', color: ACCENT, width: WIDTH, maxLines: 2, align: 'center', leading: 1.3 }) + 10;
    y += this.t.box('Member Directory', MARGIN, y, { size: 20, color: INK, width: WIDTH, align: 'center' }) + 4;
    if (d.lionsYear) y += this.t.box(`Lions year ${d.lionsYear}`, MARGIN, y, { size: 16, color: INK, width: WIDTH, align: 'center' });
    y += 24;
    y += this.t.box(d.scopeLabel, MARGIN, y, { size: 13, color: MUTED, width: WIDTH, maxLines: 2, align: 'center' });
    y += this.t.box(`${d.clubs.length} clubs · ${members} members`, MARGIN, y, { size: 13, color: MUTED, width: WIDTH, align: 'center' });
    this.t.box(`Printed on ${d.generatedOn}`, MARGIN, y + 4, { size: 10, color: MUTED, width: WIDTH, align: 'center' });
  }

  static indexRowsPerPage(): number {
    return Math.floor((BOTTOM - MARGIN - 44) / INDEX_ROW);
  }

  index(): void {
    const clubs = this.doc.clubs;
    if (clubs.length < 2) return;
    const perPage = Book.indexRowsPerPage();
    for (let start = 0; start < clubs.length; start += perPage) {
      this.newPage();
      if (!this.drawing) continue;
      this.y += this.t.box(start === 0 ? 'Clubs' : 'Clubs (continued)', MARGIN, this.y, { size: 16, weight: 'bold', color: ACCENT, width: WIDTH });
      this.t.box('Club', MARGIN, this.y + 4, { ...S.index, color: MUTED, width: WIDTH });
      this.t.box('Club number', MARGIN + WIDTH - 170, this.y + 4, { ...S.index, color: MUTED, width: 110 });
      this.t.box('Page', MARGIN + WIDTH - 50, this.y + 4, { ...S.index, color: MUTED, width: 50, align: 'right' });
      this.y += 24;
      clubs.slice(start, start + perPage).forEach((club, k) => {
        const i = start + k;
        const y = this.y;
        this.t.box(club.name, MARGIN, y, { ...S.index, width: WIDTH - 180 });
        this.t.box(club.clubNumber, MARGIN + WIDTH - 170, y, { ...S.index, width: 110 });
        this.t.box(String(this.plan!.clubPages[i] ?? ''), MARGIN + WIDTH - 50, y, { ...S.index, width: 50, align: 'right' });
        this.pdf.goTo(MARGIN, y, WIDTH, INDEX_ROW, `club-${club.id}`);
        this.pdf.save().moveTo(MARGIN, y + INDEX_ROW - 2).lineTo(MARGIN + WIDTH, y + INDEX_ROW - 2).lineWidth(0.3).stroke(RULE).restore();
        this.y += INDEX_ROW;
      });
    }
  }

  private officersHeight(club: DirectoryClubFull): number {
    return club.officers.length ? this.t.lineHeight(S.heading) + 2 + Math.ceil(club.officers.length / 2) * OFFICER_ROW + 8 : 0;
  }

  private headHeight(club: DirectoryClubFull): number {
    return this.t.height(club.name, S.clubTitle) + this.t.lineHeight(S.clubMeta) + 6 + this.officersHeight(club) + this.t.lineHeight(S.heading) + 4;
  }

  rowHeight(m: DirectoryMemberFull): number {
    const c = this.cols;
    const left = this.t.height(m.name, { ...S.name, width: c.nameW }) + (m.profession ? this.t.lineHeight(S.profession) : 0);
    const mid = (m.mobile ? this.t.lineHeight(S.mobile) : 0) + (m.email ? this.t.height(m.email, { ...S.email, width: c.contactW }) : 0);
    const right = this.extras(m).length * this.t.lineHeight(S.extra);
    return Math.max(this.pad.min, Math.max(left, mid, right) + this.pad.text);
  }

  private extras(m: DirectoryMemberFull): string[] {
    const cols = this.doc.columns;
    return [
      cols.spouse && m.spouse ? `Spouse: ${m.spouse}` : '',
      cols.birthday && m.birthday ? `Birthday: ${dayMonth(m.birthday)}` : '',
      cols.anniversary && m.anniversary ? `Anniversary: ${dayMonth(m.anniversary)}` : '',
    ].filter(Boolean);
  }

  async club(club: DirectoryClubFull, index: number, loadPhoto: (key: string | null) => Promise<Buffer | null>): Promise<void> {
    const first = club.members.slice(0, 2).reduce((h, m) => h + this.rowHeight(m), 0);
    const needed = this.headHeight(club) + first;
    if (this.y > MARGIN && this.y + CLUB_GAP + needed > BOTTOM) this.newPage();
    else if (this.y > MARGIN) {
      if (this.drawing) this.pdf.save().moveTo(MARGIN, this.y + CLUB_GAP / 2 - 4).lineTo(MARGIN + WIDTH, this.y + CLUB_GAP / 2 - 4).lineWidth(1).stroke(ACCENT).restore();
      this.y += CLUB_GAP;
    }
    this.clubPages[index] = this.page;
    if (this.drawing) this.pdf.addNamedDestination(`club-${club.id}`, 'XYZ', MARGIN, PAGE.height - this.y, null);

    this.y += this.box(club.name, MARGIN, S.clubTitle);
    this.y += this.box([club.clubNumber ? `Club number ${club.clubNumber}` : '', `${club.members.length} members`].filter(Boolean).join(' · '), MARGIN, S.clubMeta) + 6;
    if (club.officers.length) {
      this.y += this.box('Officers', MARGIN, S.heading) + 2;
      const colW = WIDTH / 2;
      club.officers.forEach((o, i) => {
        if (!this.drawing) return;
        const x = MARGIN + (i % 2) * colW;
        const y = this.y + Math.floor(i / 2) * OFFICER_ROW;
        const label = `${o.position}: `;
        const labelW = Math.min(this.t.width(label, S.officer), colW * 0.55);
        this.t.box(label, x, y, { ...S.officer, color: MUTED, width: labelW + 1 });
        this.t.box(o.name, x + labelW, y, { ...S.officer, width: colW - labelW - 10 });
      });
      this.y += Math.ceil(club.officers.length / 2) * OFFICER_ROW + 8;
    }
    this.y += this.box('Members', MARGIN, S.heading) + 4;

    const photos = this.drawing ? await Promise.all(club.members.map((m) => loadPhoto(m.photoKey))) : [];
    club.members.forEach((m, i) => {
      const h = this.rowHeight(m);
      if (this.y + h > BOTTOM) {
        this.newPage();
        this.y += this.box(`${club.name} (continued)`, MARGIN, S.continued) + 4;
      }
      if (this.drawing) this.drawRow(m, photos[i] ?? null, h);
      this.y += h;
    });
  }

  private drawRow(m: DirectoryMemberFull, photo: Buffer | null, h: number): void {
    const { pdf, t, cols: c } = this;
    const y = this.y;
    const size = this.pad.photo;
    if (photo) pdf.image(photo, MARGIN, y + 4, { width: size, height: size });
    else pdf.save().rect(MARGIN, y + 4, size, size).fill('#e5e7eb').restore();
    let ly = y + 4;
    ly += t.box(m.name, c.nameX, ly, { ...S.name, width: c.nameW });
    if (m.profession) t.box(m.profession, c.nameX, ly, { ...S.profession, width: c.nameW });
    let my = y + 4;
    if (m.mobile) my += t.box(m.mobile, c.contactX, my, { ...S.mobile, width: c.contactW });
    if (m.email) t.box(m.email, c.contactX, my, { ...S.email, width: c.contactW });
    let ey = y + 4;
    for (const line of this.extras(m)) ey += t.box(line, c.extraX, ey, { ...S.extra, width: c.extraW });
    pdf.save().moveTo(MARGIN, y + h - 2).lineTo(MARGIN + WIDTH, y + h - 2).lineWidth(0.3).stroke(RULE).restore();
  }
}

const INDEX_ROW = 18;
const OFFICER_ROW = 14;
const CLUB_GAP = 22;
/** A last page filled less than this is worth a tighter layout, when that saves it. */
const LAST_PAGE_FILL = 0.5;

const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

async function layOut(book: Book, doc: DirectoryDoc, loadPhoto: (key: string | null) => Promise<Buffer | null>): Promise<void> {
  book.cover();
  book.index();
  if (doc.clubs.length) book.newPage();
  for (const [i, club] of doc.clubs.entries()) {
    await book.club(club, i, loadPhoto);
    // Let the response drain (and other requests run) between clubs.
    await yieldToOthers();
  }
}

/** Measures the book in a density: the page of each club, the page count and how full the last page is. */
async function measure(pdf: PDFKit.PDFDocument, text: PdfText, doc: DirectoryDoc, density: Density) {
  const book = new Book(pdf, text, doc, null, density);
  await layOut(book, doc, async () => null);
  return { plan: { clubPages: book.clubPages, totalPages: book.page, density }, lastFill: (book.y - MARGIN) / (BOTTOM - MARGIN) };
}

async function render(pdf: PDFKit.PDFDocument, text: PdfText, doc: DirectoryDoc, loadPhoto: (key: string | null) => Promise<Buffer | null>): Promise<void> {
  const normal = await measure(pdf, text, doc, 'normal');
  let plan = normal.plan;
  if (normal.lastFill < LAST_PAGE_FILL) {
    const compact = await measure(pdf, text, doc, 'compact');
    if (compact.plan.totalPages < plan.totalPages) plan = compact.plan;
  }
  const book = new Book(pdf, text, doc, plan);
  await layOut(book, doc, loadPhoto);
  book.endPage();
  pdf.end();
}
