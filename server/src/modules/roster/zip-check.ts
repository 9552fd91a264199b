/**
 * What an XLSX package says about itself, read before any of it is unpacked: the ZIP's central
 * directory lists every part with its compressed and unpacked size. A roster unpacks to a few times
 * its size; a file built to exhaust the server (a "ZIP bomb": a few hundred KB that unpack to
 * gigabytes) says so here, and is refused before a byte of it is inflated.
 *
 * The sizes are the file's own claims. A file that lies about them is still bounded by the reader:
 * it runs in a worker with a memory limit and a deadline, stops at the row and text caps, and the
 * parts it reads are read as streams (read-in-worker.ts).
 */
import zlib from 'node:zlib';
import { payloadTooLarge, unprocessable } from '../../lib/errors.js';

/** Unpacked bytes of all parts together. A 50,000-row roster of 20 columns unpacks to ~60 MB. */
export const MAX_XLSX_UNPACKED = 200 * 1024 * 1024;
/** Unpacked ÷ packed size of one part (above 1 MB unpacked). Real sheets stay below ~30. */
export const MAX_XLSX_RATIO = 100;
const RATIO_FROM_BYTES = 1024 * 1024;
/** Parts of the package (an XLSX has a dozen, a few hundred with many sheets). */
export const MAX_XLSX_PARTS = 2_000;

export const ZIP_MESSAGES = {
  broken: 'file: the Excel file could not be read (it may be damaged or password-protected).',
  tooManyParts: 'file: the Excel file has thousands of parts; a roster has a few. Save the sheet again as a new .xlsx (or as CSV) and try again.',
  unpacksTooLarge: `file: the Excel file unpacks to more than ${MAX_XLSX_UNPACKED / 1024 / 1024} MB, far more than a roster holds. Save only the roster sheet as a new .xlsx (or as CSV) and try again.`,
  ratio:
    'file: part of the Excel file unpacks to more than 100 times its size, which real rosters never do (the file may be damaged or built to overload the server). Save the roster again from Excel, or as CSV.',
  lies: 'file: part of the Excel file unpacks to more than the file says it holds (it may be damaged or built to overload the server). Save the roster again from Excel, or as CSV.',
} as const;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;

export interface ZipPart {
  name: string;
  packed: number;
  unpacked: number;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Where the part's local header starts. */
  offset: number;
}

function findEndRecord(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= lowest; i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}

function u64(buf: Buffer, at: number): number {
  const value = buf.readBigUInt64LE(at);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

/** The parts listed by the central directory (throws 415-worthy "broken" as a 422 when unreadable). */
export function listZipParts(buf: Buffer): ZipPart[] {
  const end = findEndRecord(buf);
  if (end < 0) throw unprocessable(ZIP_MESSAGES.broken);
  let directorySize = buf.readUInt32LE(end + 12);
  let directoryAt = buf.readUInt32LE(end + 16);
  if (directoryAt === 0xffffffff || directorySize === 0xffffffff) {
    // ZIP64: the real numbers are in the ZIP64 end record the locator points at.
    const locator = end - 20;
    if (locator < 0 || buf.readUInt32LE(locator) !== ZIP64_LOCATOR) throw unprocessable(ZIP_MESSAGES.broken);
    const record = u64(buf, locator + 8);
    if (record + 56 > buf.length || buf.readUInt32LE(record) !== ZIP64_EOCD) throw unprocessable(ZIP_MESSAGES.broken);
    directorySize = u64(buf, record + 40);
    directoryAt = u64(buf, record + 48);
  }
  if (directoryAt + directorySize > buf.length) throw unprocessable(ZIP_MESSAGES.broken);
  const parts: ZipPart[] = [];
  let at = directoryAt;
  const stop = directoryAt + directorySize;
  while (at + 46 <= stop) {
    if (buf.readUInt32LE(at) !== CENTRAL) throw unprocessable(ZIP_MESSAGES.broken);
    if (parts.length >= MAX_XLSX_PARTS) throw unprocessable(ZIP_MESSAGES.tooManyParts);
    const method = buf.readUInt16LE(at + 10);
    let packed = buf.readUInt32LE(at + 20);
    let unpacked = buf.readUInt32LE(at + 24);
    let offset = buf.readUInt32LE(at + 42);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const name = buf.toString('utf8', at + 46, Math.min(stop, at + 46 + nameLength));
    // ZIP64 extra field (id 1): 64-bit sizes for the ones the header marks 0xFFFFFFFF, in order.
    let extra = at + 46 + nameLength;
    const extraEnd = Math.min(stop, extra + extraLength);
    while (extra + 4 <= extraEnd) {
      const id = buf.readUInt16LE(extra);
      const size = buf.readUInt16LE(extra + 2);
      if (id === 1) {
        let field = extra + 4;
        if (unpacked === 0xffffffff && field + 8 <= extraEnd) {
          unpacked = u64(buf, field);
          field += 8;
        }
        if (packed === 0xffffffff && field + 8 <= extraEnd) {
          packed = u64(buf, field);
          field += 8;
        }
        if (offset === 0xffffffff && field + 8 <= extraEnd) offset = u64(buf, field);
      }
      extra += 4 + size;
    }
    parts.push({ name, packed, unpacked, method, offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

/** Refuses a package whose parts unpack to too much in all, or any part to too much for its size. */
export function checkZipPackage(buf: Buffer): ZipPart[] {
  const parts = listZipParts(buf);
  let total = 0;
  for (const part of parts) {
    total += part.unpacked;
    if (part.unpacked > RATIO_FROM_BYTES && part.unpacked > MAX_XLSX_RATIO * Math.max(1, part.packed)) throw payloadTooLarge(ZIP_MESSAGES.ratio);
  }
  if (total > MAX_XLSX_UNPACKED) throw payloadTooLarge(ZIP_MESSAGES.unpacksTooLarge);
  return parts;
}

/**
 * Unpacks every part once, counting and dropping the bytes, and stops as soon as a part gives more
 * than it claims: a file that lies about its sizes is refused in the time it takes to unpack what
 * it claimed, before anything reads it. Runs in the reader's worker (it is CPU work).
 */
export async function checkUnpackedSizes(buf: Buffer, parts: ZipPart[]): Promise<void> {
  for (const part of parts) {
    if (part.offset + 30 > buf.length || buf.readUInt32LE(part.offset) !== 0x04034b50) throw unprocessable(ZIP_MESSAGES.broken);
    const start = part.offset + 30 + buf.readUInt16LE(part.offset + 26) + buf.readUInt16LE(part.offset + 28);
    if (start + part.packed > buf.length) throw unprocessable(ZIP_MESSAGES.broken);
    const data = buf.subarray(start, start + part.packed);
    if (part.method === 0) {
      if (part.packed > part.unpacked) throw payloadTooLarge(ZIP_MESSAGES.lies);
      continue;
    }
    if (part.method !== 8) throw unprocessable(ZIP_MESSAGES.broken);
    await new Promise<void>((resolve, reject) => {
      const inflate = zlib.createInflateRaw();
      let seen = 0;
      inflate.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > part.unpacked) {
          inflate.destroy();
          reject(payloadTooLarge(ZIP_MESSAGES.lies));
        }
      });
      inflate.on('error', () => reject(unprocessable(ZIP_MESSAGES.broken)));
      inflate.on('end', resolve);
      inflate.end(data);
    });
  }
}
