/**
 * Cell values → stored values: text clean-up, dates in the common forms, Indian mobiles, and the
 * formula neutralisation shared by the export (adds it) and the import (removes it).
 */
import { isIsoDate, normalizeMobile } from '@d320b/contract';

/** What a parsed cell holds: CSV gives text; XLSX gives text, numbers, booleans and dates. */
export type CellValue = string | number | boolean | Date | null;

/** A leading ' that the export put before a formula-like value. */
const NEUTRALISED = /^'[=+\-@\t\r]/;
/** Values a spreadsheet would run as a formula. */
const FORMULA_LIKE = /^[=+\-@\t\r]/;

/** Export side: formula-like text gets a leading ' so no spreadsheet runs it. */
export function neutralise(value: string): string {
  return FORMULA_LIKE.test(value) ? `'${value}` : value;
}

/** Import side: undoes `neutralise`, so an exported file imports to the same values. */
export function unneutralise(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

/** Text of a cell: trimmed, inner runs of spaces collapsed; '' for an empty cell. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return unneutralise(value.replace(/\s+/g, ' ').trim()).trim();
}

/** Same clean-up for a stored value, so unchanged data compares equal. */
export function storedText(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

const DAY_MS = 86_400_000;
/** Excel's day 0 in the 1900 date system (its 1900-02-29 bug included: serial 60 is skipped). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function isoOf(y: number, m: number, d: number): string | null {
  const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(text) ? text : null;
}

function fromSerial(serial: number): string | null {
  // 1 = 1900-01-01 … 73050 = 2099-12-31; whole days only.
  if (!Number.isFinite(serial) || serial < 1 || serial > 73050) return null;
  const date = new Date(EXCEL_EPOCH + Math.floor(serial) * DAY_MS);
  return date.toISOString().slice(0, 10);
}

/**
 * A date in one of the accepted forms → 'YYYY-MM-DD'; '' for an empty cell; null when the value is
 * not a real date: YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY (also DD.MM.YYYY), an Excel date cell or an
 * Excel serial number. Years before 1900 are refused (no roster holds them; they are typos).
 */
export function parseDate(value: CellValue): string | null {
  if (value === null) return '';
  let iso: string | null = null;
  if (value instanceof Date) {
    iso = isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  } else if (typeof value === 'number') {
    iso = fromSerial(value);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return '';
    let m: RegExpExecArray | null;
    if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(text))) iso = isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
    else if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text))) iso = isoOf(Number(m[3]), Number(m[2]), Number(m[1]));
    else if (/^\d{1,5}(?:\.\d+)?$/.test(text)) iso = fromSerial(Number(text));
  } else {
    return null;
  }
  if (!iso || iso < '1900-01-01') return null;
  return iso;
}

/** A mobile cell → 10 digits; '' when empty; null when it is not a 10-digit number after clean-up. */
export function parseMobile(value: CellValue): string | null {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(Math.trunc(value)) : cellText(value);
  if (!text) return '';
  const mobile = normalizeMobile(text.replace(/\./g, ''));
  return /^\d{10}$/.test(mobile) ? mobile : null;
}

/** A phone cell → digits (at most 10, as the profile allows); '' when empty; null when not. */
export function parsePhone(value: CellValue): string | null {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(Math.trunc(value)) : cellText(value);
  if (!text) return '';
  const digits = normalizeMobile(text.replace(/[./]/g, ''));
  return /^\d{1,10}$/.test(digits) ? digits : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail cell; '' when empty; null when it is not an address. */
export function parseEmail(value: CellValue): string | null {
  const text = cellText(value);
  if (!text) return '';
  return EMAIL.test(text) && text.length <= 254 ? text : null;
}
