/**
 * Exports and the template: the columns the import reads (EXPORT_COLUMNS), so an exported file
 * imports to no change. Text a spreadsheet would run as a formula gets a leading ' (the import
 * removes it again). Dates are written as 'YYYY-MM-DD' text (no time-zone shifts).
 */
import { stringify } from 'csv-stringify/sync';
import type * as ExcelJS from '@cj-tech-master/excelts';
import { loadExcel } from '../../lib/lazy-modules.js';
import { COLUMNS, EXPORT_COLUMNS, type FieldKey } from './columns.js';
import { neutralise } from './normalise.js';
import type { ExportMemberRow } from './repository.js';

export interface ExportClub {
  id: number;
  name: string;
  club_number: string | null;
}

function rowOf(m: ExportMemberRow, club: ExportClub | undefined): Record<FieldKey, string> {
  const values: Partial<Record<FieldKey, string | null>> = {
    membershipNumber: m.membership_number,
    name: m.name,
    clubName: club?.name ?? '',
    clubNumber: club?.club_number ?? '',
    mobile: m.mobile_number,
    phone: m.phone_number,
    email: m.email,
    dateOfBirth: m.date_of_birth,
    marriageDay: m.marriage_day,
    spouse: m.spouse,
    profession: m.profession,
    address: m.postal_address,
    dateOfJoining: m.date_of_joining,
  };
  const out = {} as Record<FieldKey, string>;
  for (const c of EXPORT_COLUMNS) out[c.key] = neutralise(values[c.key] ?? '');
  return out;
}

const BOM = '\uFEFF';

export function membersCsv(members: ExportMemberRow[], clubs: Map<number, ExportClub>): Buffer {
  const records = [EXPORT_COLUMNS.map((c) => c.header), ...members.map((m) => Object.values(pick(rowOf(m, clubs.get(m.club_id)))))];
  // The BOM makes Excel read the file as UTF-8.
  return Buffer.from(BOM + stringify(records, { record_delimiter: '\r\n' }), 'utf8');
}

function pick(row: Record<FieldKey, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of EXPORT_COLUMNS) out[c.header] = row[c.key];
  return out;
}

function styleHeader(sheet: ExcelJS.Worksheet): void {
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

export async function membersXlsx(members: ExportMemberRow[], clubs: Map<number, ExportClub>, title: string): Promise<Buffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  workbook.creator = title;
  const sheet = workbook.addWorksheet('Members');
  // Every column is text: mobiles keep their digits, dates their form, nothing is a formula.
  sheet.columns = EXPORT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.key === 'address' ? 40 : c.key === 'name' || c.key === 'clubName' ? 28 : 16,
    style: { numFmt: '@' },
  }));
  for (const m of members) sheet.addRow(rowOf(m, clubs.get(m.club_id)));
  styleHeader(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template: the export's columns (no example row: it would be imported), plus a sheet listing every column read. */
export async function templateXlsx(): Promise<Buffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Members');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 20 }));
  styleHeader(sheet);
  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'Column', key: 'header', width: 22 },
    { header: 'Also read as', key: 'aliases', width: 50 },
    { header: 'What it holds', key: 'note', width: 80 },
  ];
  for (const c of COLUMNS) help.addRow({ header: c.header, aliases: c.aliases.join(', '), note: c.note });
  styleHeader(help);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function templateCsv(): Buffer {
  return Buffer.from(BOM + stringify([EXPORT_COLUMNS.map((c) => c.header)], { record_delimiter: '\r\n' }), 'utf8');
}
