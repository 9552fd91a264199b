/**
 * The roster's columns: what the import reads (with the aliases of the usual roster exports —
 * Lions International's MyLCI export and club secretaries' sheets) and what the export and the
 * template write. Headers match case-, spacing- and punctuation-insensitively.
 */

export type FieldKey =
  | 'membershipNumber'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'clubName'
  | 'clubNumber'
  | 'mobile'
  | 'phone'
  | 'email'
  | 'dateOfBirth'
  | 'marriageDay'
  | 'spouse'
  | 'profession'
  | 'address'
  | 'address2'
  | 'address3'
  | 'city'
  | 'postalCode'
  | 'dateOfJoining'
  | 'gender';

export interface ColumnDef {
  key: FieldKey;
  /** Header written by the export and the template. */
  header: string;
  /** Other headers read as this column (normalised with normaliseHeader). */
  aliases: string[];
  /** What the template's column list says about it. */
  note: string;
  /** Written by the export (the canonical columns). */
  exported: boolean;
}

export const COLUMNS: readonly ColumnDef[] = [
  {
    key: 'membershipNumber',
    header: 'Membership Number',
    aliases: ['membershipno', 'membernumber', 'memberno', 'memberid', 'membershipid', 'lionsid', 'lionsmemberid', 'lionid'],
    note: 'Lions International member ID. Used first to find an existing member.',
    exported: true,
  },
  { key: 'name', header: 'Name', aliases: ['fullname', 'membername', 'nameofmember', 'member'], note: 'Required (or First Name + Last Name).', exported: true },
  { key: 'firstName', header: 'First Name', aliases: ['givenname', 'fname'], note: 'Joined with Last Name when there is no Name column.', exported: false },
  { key: 'lastName', header: 'Last Name', aliases: ['surname', 'familyname', 'lname'], note: 'Joined with First Name when there is no Name column.', exported: false },
  { key: 'clubName', header: 'Club Name', aliases: ['club', 'nameofclub'], note: 'The club, by its name (or give Club Number).', exported: true },
  { key: 'clubNumber', header: 'Club Number', aliases: ['clubno', 'clubid', 'clubcode'], note: 'The club, by its Lions club number (wins over Club Name).', exported: true },
  {
    key: 'mobile',
    header: 'Mobile',
    aliases: ['mobilenumber', 'mobileno', 'cell', 'cellphone', 'cellnumber', 'mobilephone', 'whatsapp', 'whatsappnumber'],
    note: 'The login number: 10 digits; +91, spaces and dashes are removed. Required for a new member; used to find a member without a membership number.',
    exported: true,
  },
  { key: 'phone', header: 'Phone', aliases: ['phonenumber', 'phoneno', 'telephone', 'landline', 'homephone', 'officephone'], note: 'Digits only, at most 10.', exported: true },
  { key: 'email', header: 'Email', aliases: ['emailaddress', 'emailid', 'mail'], note: 'E-mail address.', exported: true },
  {
    key: 'dateOfBirth',
    header: 'Birth Date',
    aliases: ['dateofbirth', 'dob', 'birthday'],
    note: 'YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY or an Excel date.',
    exported: true,
  },
  {
    key: 'marriageDay',
    header: 'Anniversary Date',
    aliases: ['anniversary', 'marriagedate', 'marriageday', 'dateofmarriage', 'marriageanniversary', 'weddingdate', 'weddinganniversary'],
    note: 'Marriage anniversary: same date forms as Birth Date.',
    exported: true,
  },
  { key: 'spouse', header: 'Spouse', aliases: ['spousename', 'nameofspouse', 'partner', 'partnername'], note: 'Spouse name.', exported: true },
  { key: 'profession', header: 'Profession', aliases: ['occupation', 'classification'], note: 'Profession or occupation.', exported: true },
  {
    key: 'address',
    header: 'Address',
    aliases: ['postaladdress', 'addressline1', 'address1', 'street', 'streetaddress'],
    note: 'Postal address (Address Line 2, Address Line 3, City and Postal Code are added to it).',
    exported: true,
  },
  { key: 'address2', header: 'Address Line 2', aliases: ['address2'], note: 'Added to the address.', exported: false },
  { key: 'address3', header: 'Address Line 3', aliases: ['address3'], note: 'Added to the address.', exported: false },
  { key: 'city', header: 'City', aliases: ['town'], note: 'Added to the address.', exported: false },
  { key: 'postalCode', header: 'Postal Code', aliases: ['pincode', 'pin', 'zip', 'zipcode', 'postcode'], note: 'Added to the address.', exported: false },
  {
    key: 'dateOfJoining',
    header: 'Join Date',
    aliases: ['dateofjoining', 'joiningdate', 'joined', 'datejoined', 'memberdate'],
    note: 'Date the member joined Lions: same date forms as Birth Date.',
    exported: true,
  },
  { key: 'gender', header: 'Gender', aliases: ['sex'], note: 'Read but not stored (the directory keeps no gender).', exported: false },
];

/** 'E-mail Address ' → 'emailaddress': lower case, letters and digits only. */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const byHeader = new Map<string, FieldKey>();
for (const c of COLUMNS) {
  byHeader.set(normaliseHeader(c.header), c.key);
  for (const a of c.aliases) byHeader.set(a, c.key);
}

export function fieldOfHeader(header: string): FieldKey | null {
  return byHeader.get(normaliseHeader(header)) ?? null;
}

export const EXPORT_COLUMNS = COLUMNS.filter((c) => c.exported);

export function headerOf(key: FieldKey): string {
  return COLUMNS.find((c) => c.key === key)!.header;
}

export interface HeaderMatch {
  /** Cell index → field (first column wins when two headers mean the same field). */
  fields: Map<number, FieldKey>;
  columns: { header: string; field: string }[];
  ignored: string[];
}

/** Matches one row of header cells; null when it is not a recognisable roster header. */
export function matchHeader(cells: readonly string[]): HeaderMatch | null {
  const fields = new Map<number, FieldKey>();
  const seen = new Set<FieldKey>();
  const columns: HeaderMatch['columns'] = [];
  const ignored: string[] = [];
  cells.forEach((raw, index) => {
    const header = raw.trim();
    if (!header) return;
    const key = fieldOfHeader(header);
    if (key && !seen.has(key)) {
      seen.add(key);
      fields.set(index, key);
      columns.push({ header, field: headerOf(key) });
    } else {
      ignored.push(header);
    }
  });
  const hasName = seen.has('name') || seen.has('firstName') || seen.has('lastName');
  const hasKey = seen.has('membershipNumber') || seen.has('mobile');
  // A header names a member and a way to find them (or make them): two known columns at least.
  if (!hasName || !hasKey) return null;
  return { fields, columns, ignored };
}
