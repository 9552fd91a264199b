/**
 * Admin calls of the district lists (district admins only): district events and activities,
 * cabinet, regions and zones, governor profiles, MJF / PMJF, graduates, the five "Others" lists,
 * business categories, district contacts and district settings.
 *
 * Every list is one "resource" with three calls under `/api/admin/<resource>/`:
 *   - `list`   paged (PAGE_SIZE), searchable, with the total count; some take a parent filter
 *              (year, cabinet category-year, region, zone, profile type, other type);
 *   - `save`   create (no id) or update (id): the whole form; image fields are multipart files;
 *   - `delete` by id.
 * Wire names are plain camelCase (these calls are outside the member app's base).
 */
import { z } from 'zod';
import { defineCall, ok, type CallDef, type Topic } from './define';
import {
  id,
  isoDate,
  MAX_LENGTH,
  MESSAGES,
  mobile10,
  OTHER_TYPES,
  optionalDate,
  optionalEmail,
  optionalId,
  optionalText,
  page,
  PROFILE_TYPES,
  requiredText,
} from './fields';

const TAG = 'Admin: district lists';

// ---------------------------------------------------------------- shared fields

/** Display order: a whole number 0..100000 (JSON number or text); absent or '' → 0. */
export const sortOrder = z
  .union([z.number().int(MESSAGES.id).min(0, MESSAGES.id).max(100_000, 'Must be at most 100000.'), z.string().trim().regex(/^\d{0,6}$/, MESSAGES.id), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v)))
  .pipe(z.number().max(100_000, 'Must be at most 100000.'));

const search = z.string().trim().max(MAX_LENGTH.search, MESSAGES.tooLong(MAX_LENGTH.search)).optional().default('');
/** "Year" labels such as 2019 or 2019-2020. */
export const yearLabel = requiredText(20).regex(/^\d{4}(-\d{4})?$/, 'Use a year such as 2019 or 2019-2020.');
const optionalYearLabel = z
  .union([z.literal(''), z.null(), yearLabel])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));
const optionalMobile = z
  .union([z.literal(''), z.null(), mobile10])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));
/** A "1"/"true" formFlag from a form (multipart sends text): clears a stored image. */
export const formFlag = z
  .union([z.boolean(), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

const imageUrl = z.string().nullable();
const count = z.number().int().min(0);
/** The member shown on a row (photo thumbnail, name, club, mobile). */
const memberRef = {
  memberId: z.number().int(),
  memberName: z.string(),
  memberPhoto: imageUrl,
  memberMobile: z.string(),
  clubName: z.string(),
};

export const MJ_TYPES = ['MJF', 'PMJF'] as const;

// ---------------------------------------------------------------- resource definitions

type Shape = z.ZodRawShape;

export interface ResourceSpec<P extends string, I extends Shape, F extends Shape, Q extends Shape> {
  path: P;
  /** What its rows are, for what reads them (define.ts TOPICS): a save or delete changes it. */
  topic: Topic;
  /** Plural label for summaries, e.g. "district events". */
  label: string;
  item: I;
  form: F;
  /** Extra list filters (a parent id, a type). */
  filter: Q;
  /** Image fields of the form, sent as multipart files; `clear<Field>` flags remove a stored one. */
  images?: readonly string[];
}

type ListCall<P extends string, I extends Shape, Q extends Shape> = CallDef<
  z.ZodObject<{ page: typeof page; search: typeof search } & Q>,
  ReturnType<typeof ok<{ data: z.ZodArray<z.ZodObject<I>>; total: typeof count; page: z.ZodNumber; pageSize: z.ZodNumber }>>,
  true,
  `admin/${P}/list`
>;
type SaveCall<P extends string, F extends Shape> = CallDef<
  z.ZodObject<{ id: typeof optionalId } & F>,
  ReturnType<typeof ok<{ id: z.ZodNumber }>>,
  true,
  `admin/${P}/save`
>;
type DeleteCall<P extends string> = CallDef<z.ZodObject<{ id: typeof id }>, ReturnType<typeof ok<Record<never, never>>>, true, `admin/${P}/delete`>;

export type ResourceCalls<P extends string, I extends Shape, F extends Shape, Q extends Shape> = {
  [K in `admin/${P}/list`]: ListCall<P, I, Q>;
} & { [K in `admin/${P}/save`]: SaveCall<P, F> } & { [K in `admin/${P}/delete`]: DeleteCall<P> };

export function resourceCalls<const P extends string, I extends Shape, F extends Shape, Q extends Shape>(
  spec: ResourceSpec<P, I, F, Q>,
): ResourceCalls<P, I, F, Q> {
  const clears: Record<string, typeof formFlag> = {};
  for (const f of spec.images ?? []) clears[`clear${f[0]!.toUpperCase()}${f.slice(1)}`] = formFlag;
  const list = defineCall({
    name: `admin/${spec.path}/list` as const,
    reads: [spec.topic, 'members', 'clubs', 'years'],
    tag: TAG,
    method: 'POST',
    auth: true,
    access: 'district-admin',
    summary: `District admin: one page of ${spec.label}, searchable, with the total.`,
    request: z.object({ page, search, ...spec.filter }),
    response: ok({ data: z.array(z.object(spec.item)), total: count, page: z.number(), pageSize: z.number() }),
  });
  const save = defineCall({
    name: `admin/${spec.path}/save` as const,
    changes: [spec.topic, 'audit'],
    tag: TAG,
    method: 'POST',
    auth: true,
    access: 'district-admin',
    summary: `District admin: creates (no id) or updates one of the ${spec.label}; audited field by field.`,
    request: z.object({ id: optionalId, ...spec.form, ...clears }),
    response: ok({ id: z.number() }),
    ...(spec.images?.length ? { files: spec.images.map((name) => ({ name, required: false })) } : {}),
  });
  const remove = defineCall({
    name: `admin/${spec.path}/delete` as const,
    changes: [spec.topic, 'audit'],
    tag: TAG,
    method: 'POST',
    auth: true,
    access: 'district-admin',
    summary: `District admin: deletes one of the ${spec.label} (audited).`,
    request: z.object({ id }),
    response: ok({}),
  });
  return {
    [list.name]: list,
    [save.name]: save,
    [remove.name]: remove,
  } as unknown as ResourceCalls<P, I, F, Q>;
}

// ---------------------------------------------------------------- the lists

export const districtEventItem = {
  id: z.number(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  image: imageUrl,
};
const districtEventCalls = resourceCalls({
  path: 'district-events',
  topic: 'district-events',
  label: 'district events',
  item: districtEventItem,
  form: {
    title: requiredText(MAX_LENGTH.title),
    description: requiredText(MAX_LENGTH.description),
    startDate: isoDate,
    endDate: optionalDate,
  },
  filter: {},
  images: ['image'],
});

export const districtActivityItem = {
  id: z.number(),
  title: z.string(),
  description: z.string(),
  activityDate: z.string(),
  image: imageUrl,
};
const districtActivityCalls = resourceCalls({
  path: 'district-activities',
  topic: 'district-activities',
  label: 'district activities',
  item: districtActivityItem,
  form: {
    title: requiredText(MAX_LENGTH.title),
    description: requiredText(MAX_LENGTH.description),
    activityDate: isoDate,
  },
  filter: {},
  images: ['image'],
});

export const cabinetCategoryItem = { id: z.number(), name: z.string(), sort: z.number(), icon: imageUrl, yearCount: count };
const cabinetCategoryCalls = resourceCalls({
  path: 'cabinet-categories',
  topic: 'cabinet',
  label: 'cabinet categories',
  item: cabinetCategoryItem,
  form: { name: requiredText(MAX_LENGTH.name), sort: sortOrder },
  filter: {},
  images: ['icon'],
});

/** A cabinet category in one Lions year (the members' cabinet list of that year). */
export const cabinetYearItem = {
  id: z.number(),
  categoryId: z.number(),
  categoryName: z.string(),
  yearId: z.number(),
  yearName: z.string(),
  memberCount: count,
};
const cabinetYearCalls = resourceCalls({
  path: 'cabinet-years',
  topic: 'cabinet',
  label: 'cabinet categories of a Lions year',
  item: cabinetYearItem,
  form: { yearId: id, categoryId: id },
  filter: { yearId: id },
});

export const cabinetMemberItem = { id: z.number(), cabinetYearId: z.number(), position: z.string(), sort: z.number(), ...memberRef };
const cabinetMemberCalls = resourceCalls({
  path: 'cabinet-members',
  topic: 'cabinet',
  label: 'members of a cabinet category',
  item: cabinetMemberItem,
  form: { cabinetYearId: id, memberId: id, position: requiredText(MAX_LENGTH.name), sort: sortOrder },
  filter: { cabinetYearId: id },
});

export const regionItem = { id: z.number(), yearId: z.number(), name: z.string(), sort: z.number(), zoneCount: count, leaderCount: count };
const regionCalls = resourceCalls({
  path: 'regions',
  topic: 'regions',
  label: 'regions of a Lions year',
  item: regionItem,
  form: { yearId: id, name: requiredText(MAX_LENGTH.name), sort: sortOrder },
  filter: { yearId: id },
});

export const regionMemberItem = { id: z.number(), regionId: z.number(), roleName: z.string(), sort: z.number(), ...memberRef };
const regionMemberCalls = resourceCalls({
  path: 'region-members',
  topic: 'regions',
  label: 'chairpersons of a region',
  item: regionMemberItem,
  form: { regionId: id, memberId: id, roleName: requiredText(MAX_LENGTH.name), sort: sortOrder },
  filter: { regionId: id },
});

export const zoneItem = {
  id: z.number(),
  regionId: z.number(),
  name: z.string(),
  sort: z.number(),
  clubs: z.array(z.object({ id: z.number(), name: z.string() })),
  leaderCount: count,
};
const zoneCalls = resourceCalls({
  path: 'zones',
  topic: 'regions',
  label: 'zones of a region',
  item: zoneItem,
  form: {
    regionId: id,
    name: requiredText(MAX_LENGTH.name),
    sort: sortOrder,
    clubIds: z.array(id, { error: 'Must be a list of club ids.' }).max(500, 'At most 500 clubs.').optional().default([]),
  },
  filter: { regionId: id },
});

export const zoneMemberItem = { id: z.number(), zoneId: z.number(), roleName: z.string(), sort: z.number(), ...memberRef };
const zoneMemberCalls = resourceCalls({
  path: 'zone-members',
  topic: 'regions',
  label: 'chairpersons of a zone',
  item: zoneMemberItem,
  form: { zoneId: id, memberId: id, roleName: requiredText(MAX_LENGTH.name), sort: sortOrder },
  filter: { zoneId: id },
});

export const governorItem = {
  id: z.number(),
  type: z.enum(PROFILE_TYPES),
  yearId: z.number().nullable(),
  yearName: z.string().nullable(),
  slogan: z.string().nullable(),
  profile: z.string().nullable(),
  familyPic: imageUrl,
  logoPic: imageUrl,
  themePic: imageUrl,
  sort: z.number(),
  ...memberRef,
};
const profileType = z.enum(PROFILE_TYPES, { error: `Must be one of ${PROFILE_TYPES.join(', ')}.` });
const governorCalls = resourceCalls({
  path: 'governors',
  topic: 'governors',
  label: 'governor profiles',
  item: governorItem,
  form: {
    type: profileType,
    memberId: id,
    yearId: optionalId,
    slogan: optionalText(MAX_LENGTH.text),
    profile: optionalText(MAX_LENGTH.description),
    sort: sortOrder,
  },
  filter: { type: profileType.optional(), yearId: optionalId },
  images: ['familyPic', 'logoPic', 'themePic'],
});

export const mjfItem = { id: z.number(), type: z.enum(MJ_TYPES), yearAchieved: z.string(), ...memberRef };
const mjfCalls = resourceCalls({
  path: 'mjf',
  topic: 'mjf',
  label: 'MJF / PMJF records',
  item: mjfItem,
  form: { memberId: id, type: z.enum(MJ_TYPES, { error: 'Must be MJF or PMJF.' }), yearAchieved: yearLabel },
  filter: {},
});

export const graduateItem = { id: z.number(), gradType: z.string(), yearGraduated: z.string(), ...memberRef };
const graduateCalls = resourceCalls({
  path: 'graduates',
  topic: 'graduates',
  label: 'district graduates',
  item: graduateItem,
  form: { memberId: id, gradType: requiredText(MAX_LENGTH.title), yearGraduated: yearLabel },
  filter: {},
});

export const otherEntryItem = {
  id: z.number(),
  type: z.enum(OTHER_TYPES),
  heading: z.string(),
  personName: z.string().nullable(),
  yearLabel: z.string().nullable(),
  body: z.string().nullable(),
  picture: imageUrl,
  sort: z.number(),
};
const otherType = z.enum(OTHER_TYPES, { error: `Must be one of ${OTHER_TYPES.join(', ')}.` });
const otherCalls = resourceCalls({
  path: 'others',
  topic: 'others',
  label: 'entries of the Others lists',
  item: otherEntryItem,
  form: {
    type: otherType,
    heading: requiredText(MAX_LENGTH.title),
    personName: optionalText(MAX_LENGTH.name),
    yearLabel: optionalYearLabel,
    body: optionalText(MAX_LENGTH.description),
    sort: sortOrder,
  },
  filter: { type: otherType },
  images: ['picture'],
});

export const businessCategoryItem = { id: z.number(), title: z.string(), image: imageUrl, sort: z.number(), businessCount: count };
const businessCategoryCalls = resourceCalls({
  path: 'business-categories',
  topic: 'businesses',
  label: 'business categories',
  item: businessCategoryItem,
  form: { title: requiredText(MAX_LENGTH.name), sort: sortOrder },
  filter: {},
  images: ['image'],
});

export const districtContactItem = {
  id: z.number(),
  unitName: z.string(),
  contactPerson: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  photo: imageUrl,
  sort: z.number(),
};
const districtContactCalls = resourceCalls({
  path: 'district-contacts',
  topic: 'district-contacts',
  label: 'district contacts (Contact Us page)',
  item: districtContactItem,
  form: {
    unitName: requiredText(MAX_LENGTH.name),
    contactPerson: requiredText(MAX_LENGTH.name),
    mobile: optionalMobile,
    email: optionalEmail,
    sort: sortOrder,
  },
  filter: {},
  images: ['photo'],
});

// ---------------------------------------------------------------- settings and pickers

export const districtSettings = z.object({
  /** Shown on the login screen and in page titles. */
  districtTitle: z.string(),
  /** distName in the members' answers. */
  districtName: z.string(),
  /** Text of "Share App" next to the app's link. */
  shareText: z.string(),
});
export type DistrictSettings = z.infer<typeof districtSettings>;

const getDistrictSettings = defineCall({
  name: 'admin/district-settings/get',
  reads: ['settings'],
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'district-admin',
  summary: 'District admin: the district settings in effect (stored values over the server defaults).',
  request: z.object({}),
  response: ok({ data: districtSettings }),
});

/** The district settings form (the console checks it with the same rules). */
export const districtSettingsForm = z.object({
  districtTitle: requiredText(MAX_LENGTH.name),
  districtName: requiredText(MAX_LENGTH.name),
  shareText: requiredText(MAX_LENGTH.text),
});

const saveDistrictSettings = defineCall({
  name: 'admin/district-settings/save',
  changes: ['settings', 'audit'],
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'district-admin',
  summary: 'District admin: stores the district title, name and share text (audited).',
  request: districtSettingsForm,
  response: ok({ data: districtSettings }),
});

const option = z.object({ id: z.number(), label: z.string(), detail: z.string().nullable() });
export type AdminOption = z.infer<typeof option>;

const districtListOptions = defineCall({
  name: 'admin/district-lists/options',
  reads: ['members', 'clubs', 'years', 'cabinet'],
  tag: TAG,
  method: 'POST',
  auth: true,
  access: 'district-admin',
  summary: 'District admin: pickers of the district forms — active members matching a search (name or mobile, 20 at most), every club, every Lions year (current first), every cabinet category.',
  request: z.object({ search, kind: z.enum(['members', 'clubs', 'years', 'cabinet-categories'], { error: 'Must be members, clubs, years or cabinet-categories.' }) }),
  response: ok({ data: z.array(option) }),
});

/** The district lists' calls, part of the one registry `calls` (catalogue.ts). */
export const adminDirectoryCalls = {
  ...districtEventCalls,
  ...districtActivityCalls,
  ...cabinetCategoryCalls,
  ...cabinetYearCalls,
  ...cabinetMemberCalls,
  ...regionCalls,
  ...regionMemberCalls,
  ...zoneCalls,
  ...zoneMemberCalls,
  ...governorCalls,
  ...mjfCalls,
  ...graduateCalls,
  ...otherCalls,
  ...businessCategoryCalls,
  ...districtContactCalls,
  'admin/district-settings/get': getDistrictSettings,
  'admin/district-settings/save': saveDistrictSettings,
  'admin/district-lists/options': districtListOptions,
} as const;

/** The save form of a district list (its `admin/<resource>/save` request): the console's form checks it with the same rules. */
export function districtListForm(resource: AdminDirectoryResource): z.ZodType {
  return (adminDirectoryCalls as unknown as Record<string, CallDef>)[`admin/${resource}/save`]!.request;
}

/** The resources (list/save/delete triples) by path, for tests and the console. */
export const ADMIN_DIRECTORY_RESOURCES = [
  'district-events',
  'district-activities',
  'cabinet-categories',
  'cabinet-years',
  'cabinet-members',
  'regions',
  'region-members',
  'zones',
  'zone-members',
  'governors',
  'mjf',
  'graduates',
  'others',
  'business-categories',
  'district-contacts',
] as const;
export type AdminDirectoryResource = (typeof ADMIN_DIRECTORY_RESOURCES)[number];
