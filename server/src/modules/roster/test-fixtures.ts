/** Roster files made by the tests themselves: CSV text, XLSX through ExcelTS, PDF text read back with pdfjs. */
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { Workbook, type CellValue } from '@cj-tech-master/excelts';

const require = createRequire(import.meta.url);

export type FixtureCell = string | number | Date | null | { formula: string; result?: string | number };

/** CSV of the rows (first row = header), every cell quoted. */
export function csvFile(rows: (string | number | null)[][]): Buffer {
  const text = rows.map((r) => r.map((c) => `"${String(c ?? '').replace(/"/g, '""')}"`).join(',')).join('\r\n');
  return Buffer.from(text, 'utf8');
}

/** XLSX with one sheet of the rows (first row = header); optional rows above it (titles). */
export async function xlsxFile(rows: FixtureCell[][], options: { above?: string[][]; sheetName?: string } = {}): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Roster');
  for (const r of options.above ?? []) sheet.addRow(r);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows of the first sheet of an XLSX as raw cell values (row 1 = header). */
export async function readXlsxRows(data: Buffer): Promise<CellValue[][]> {
  const workbook = new Workbook();
  await workbook.xlsx.load(data);
  const rows: CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as CellValue[]).slice(1)));
  return rows;
}

/** Page count and the text of every page of a PDF. */
export async function readPdf(data: Buffer): Promise<{ pages: number; text: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), standardFontDataUrl, isEvalSupported: false }).promise;
  const text: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text };
}

// ---------------------------------------------------------------- hostile XLSX files

interface ZipPartInput {
  name: string;
  /** Already deflated (a part reused between files). */
  deflated?: { packed: Buffer; size: number; crc: number };
  /** The part's text, given in pieces so that a huge part never sits in memory whole. */
  pieces: () => Iterable<string>;
  /** Declared unpacked size (a lying file says less than it holds); default the real size. */
  claim?: number;
}

/** Deflates the pieces as one stream: answers the packed bytes, the real size and the CRC-32. */
async function deflatePieces(pieces: Iterable<string>): Promise<{ packed: Buffer; size: number; crc: number }> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let size = 0;
  let crc = 0;
  for (const piece of pieces) {
    const bytes = Buffer.from(piece, 'utf8');
    size += bytes.length;
    crc = zlib.crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { packed: Buffer.concat(out), size, crc };
}

/** A ZIP package written by hand, so a test can build what no spreadsheet program writes. */
export async function zipFile(parts: ZipPartInput[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { packed, size, crc } = part.deflated ?? (await deflatePieces(part.pieces()));
    const name = Buffer.from(part.name, 'utf8');
    const claim = part.claim ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(claim, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(claim, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function* once(text: string): Iterable<string> {
  yield text;
}

/** The parts every XLSX has around its one sheet and shared strings. */
function packageParts(): ZipPartInput[] {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    {
      name: '[Content_Types].xml',
      pieces: () =>
        once(
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
            '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
        ),
    },
    {
      name: '_rels/.rels',
      pieces: () =>
        once(
          `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        ),
    },
    {
      name: 'xl/workbook.xml',
      pieces: () => once(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Roster" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: () =>
        once(
          `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        ),
    },
  ];
}

const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><t>Mobile</t></is></c><c r="C1" t="inlineStr"><is><t>Club Name</t></is></c></row>';

function* sharedStrings(count: number): Iterable<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`;
  const chunk = '<si><t>x</t></si>'.repeat(10_000);
  for (let i = 0; i < count; i += 10_000) yield chunk;
  yield '</sst>';
}

const deflatedStrings = new Map<number, Promise<{ packed: Buffer; size: number; crc: number }>>();

/** Millions of shared strings in a few hundred KB; `lieAboutSize`: the package claims 4 KB for them. */
export async function sharedStringsBomb(count = 8_000_000, options: { lieAboutSize?: boolean } = {}): Promise<Buffer> {
  if (!deflatedStrings.has(count)) deflatedStrings.set(count, deflatePieces(sharedStrings(count)));
  const deflated = await deflatedStrings.get(count)!;
  return zipFile([
    ...packageParts(),
    { name: 'xl/sharedStrings.xml', pieces: () => [], deflated, ...(options.lieAboutSize ? { claim: 4096 } : {}) },
    { name: 'xl/worksheets/sheet1.xml', pieces: () => once(`${SHEET_HEAD}${HEADER_ROW}</sheetData></worksheet>`) },
  ]);
}

/** A sheet of `rows` member rows (a header, then the same row again and again) in a small file. */
export async function manyRowsXlsx(rows: number, clubName: string): Promise<Buffer> {
  function* sheet(): Iterable<string> {
    yield SHEET_HEAD + HEADER_ROW;
    let batch = '';
    for (let r = 2; r <= rows + 1; r++) {
      batch += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Member</t></is></c><c r="B${r}"><v>${7000000000 + r}</v></c><c r="C${r}" t="inlineStr"><is><t>${clubName}</t></is></c></row>`;
      if (batch.length > 1_000_000) {
        yield batch;
        batch = '';
      }
    }
    yield `${batch}</sheetData></worksheet>`;
  }
  return zipFile([
    ...packageParts(),
    { name: 'xl/sharedStrings.xml', pieces: () => sharedStrings(0) },
    { name: 'xl/worksheets/sheet1.xml', pieces: sheet },
  ]);
}
