/** The district lists' configs: their form fields, table columns and phone cards. */
import { MJ_TYPES, OTHER_TYPES, PROFILE_TYPES, type CallResponse, type Calls } from '@d320b/contract';
import { i18n } from '@/i18n/i18n';
import type { ResourceConfig } from './components/resource-page';

type Defs = Calls;
type Row<P extends string> = `admin/${P}/list` extends keyof Defs ? CallResponse<Defs[`admin/${P}/list`]>['data'][number] : never;

export type EventRow = Row<'district-events'>;
export type ActivityRow = Row<'district-activities'>;
export type CabinetCategoryRow = Row<'cabinet-categories'>;
export type CabinetYearRow = Row<'cabinet-years'>;
export type CabinetMemberRow = Row<'cabinet-members'>;
export type RegionRow = Row<'regions'>;
export type RegionMemberRow = Row<'region-members'>;
export type ZoneRow = Row<'zones'>;
export type ZoneMemberRow = Row<'zone-members'>;
export type GovernorRow = Row<'governors'>;
export type MjfRow = Row<'mjf'>;
export type GraduateRow = Row<'graduates'>;
export type OtherRow = Row<'others'>;
export type BusinessCategoryRow = Row<'business-categories'>;
export type ContactRow = Row<'district-contacts'>;

const t = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const memberLine = (r: { memberName: string; clubName: string }) => `${r.memberName} · ${r.clubName}`;
const sortField = { name: 'sort', label: /*i18n*/ 'Order', kind: 'number', hint: /*i18n*/ 'Smaller numbers come first.' } as const;

export const PROFILE_LABELS: Record<(typeof PROFILE_TYPES)[number], string> = {
  dg: /*i18n*/ 'District Governor (DG)',
  fvdg: /*i18n*/ 'First Vice DG (FVDG)',
  svdg: /*i18n*/ 'Second Vice DG (SVDG)',
  ipdg: /*i18n*/ 'Immediate Past DG (IPDG)',
  pdgs: /*i18n*/ 'Past DGs (PDGs)',
};

export const OTHER_LABELS: Record<(typeof OTHER_TYPES)[number], string> = {
  mocouncils: /*i18n*/ 'M.Council',
  inteo: /*i18n*/ 'Int E.O',
  intdir: /*i18n*/ 'Int. Dir',
  pastintdir: /*i18n*/ 'Past Int. Dir',
  resource: /*i18n*/ 'Resources',
};

export const eventsConfig: ResourceConfig<EventRow> = {
  resource: 'district-events',
  noun: /*i18n*/ 'district event',
  fields: [
    { name: 'title', label: /*i18n*/ 'Title', kind: 'text', required: true },
    { name: 'description', label: /*i18n*/ 'Description', kind: 'textarea', required: true },
    { name: 'startDate', label: /*i18n*/ 'Start date', kind: 'date', required: true },
    { name: 'endDate', label: /*i18n*/ 'End date', kind: 'date' },
    { name: 'image', label: /*i18n*/ 'Event image', kind: 'image' },
  ],
  toInitial: (r) => ({ title: t(r?.title), description: t(r?.description), startDate: t(r?.startDate), endDate: t(r?.endDate) }),
  columns: [
    { key: 'title', header: /*i18n*/ 'Title', cell: (r) => r.title, sortValue: (r) => r.title },
    { key: 'start', header: /*i18n*/ 'Starts', cell: (r) => r.startDate, sortValue: (r) => r.startDate },
    { key: 'end', header: /*i18n*/ 'Ends', cell: (r) => r.endDate ?? '—', sortValue: (r) => r.endDate ?? '' },
  ],
  titleOf: (r) => r.title,
  detailsOf: (r) => (r.endDate && r.endDate !== r.startDate ? i18n._('{start} to {end}', { start: r.startDate, end: r.endDate }) : r.startDate),
  imageOf: (r) => r.image,
  images: (r) => ({ image: r.image }),
};

export const activitiesConfig: ResourceConfig<ActivityRow> = {
  resource: 'district-activities',
  noun: /*i18n*/ 'district activity',
  fields: [
    { name: 'title', label: /*i18n*/ 'Title', kind: 'text', required: true },
    { name: 'description', label: /*i18n*/ 'Description', kind: 'textarea', required: true },
    { name: 'activityDate', label: /*i18n*/ 'Date', kind: 'date', required: true },
    { name: 'image', label: /*i18n*/ 'Activity image', kind: 'image' },
  ],
  toInitial: (r) => ({ title: t(r?.title), description: t(r?.description), activityDate: t(r?.activityDate) }),
  columns: [
    { key: 'title', header: /*i18n*/ 'Title', cell: (r) => r.title, sortValue: (r) => r.title },
    { key: 'date', header: /*i18n*/ 'Date', cell: (r) => r.activityDate, sortValue: (r) => r.activityDate },
  ],
  titleOf: (r) => r.title,
  detailsOf: (r) => r.activityDate,
  imageOf: (r) => r.image,
  images: (r) => ({ image: r.image }),
};

export const cabinetCategoriesConfig: ResourceConfig<CabinetCategoryRow> = {
  resource: 'cabinet-categories',
  noun: /*i18n*/ 'cabinet category',
  fields: [{ name: 'name', label: /*i18n*/ 'Name', kind: 'text', required: true }, sortField, { name: 'icon', label: /*i18n*/ 'Icon', kind: 'image' }],
  toInitial: (r) => ({ name: t(r?.name), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'name', header: /*i18n*/ 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
    { key: 'sort', header: /*i18n*/ 'Order', cell: (r) => r.sort, sortValue: (r) => r.sort },
    { key: 'years', header: /*i18n*/ 'Lions years', cell: (r) => r.yearCount, sortValue: (r) => r.yearCount },
  ],
  titleOf: (r) => r.name,
  detailsOf: (r) => i18n._('Order {sort} · in {count, plural, one {# Lions year} other {# Lions years}}', { sort: r.sort, count: r.yearCount }),
  imageOf: (r) => r.icon,
  images: (r) => ({ icon: r.icon }),
};

export function cabinetYearsConfig(categories: { value: string; label: string }[]): ResourceConfig<CabinetYearRow> {
  return {
    resource: 'cabinet-years',
    noun: /*i18n*/ 'cabinet category',
    fields: [{ name: 'categoryId', label: /*i18n*/ 'Category', kind: 'select', required: true, options: categories }],
    toInitial: (r) => ({ categoryId: t(r?.categoryId) }),
    columns: [
      { key: 'name', header: /*i18n*/ 'Category', cell: (r) => r.categoryName, sortValue: (r) => r.categoryName },
      { key: 'members', header: /*i18n*/ 'Members', cell: (r) => r.memberCount, sortValue: (r) => r.memberCount },
    ],
    titleOf: (r) => r.categoryName,
    detailsOf: (r) => i18n._('{count, plural, one {# member} other {# members}}', { count: r.memberCount }),
  };
}

export const cabinetMembersConfig: ResourceConfig<CabinetMemberRow> = {
  resource: 'cabinet-members',
  noun: /*i18n*/ 'cabinet member',
  fields: [
    { name: 'memberId', label: /*i18n*/ 'Member', kind: 'member', required: true },
    { name: 'position', label: /*i18n*/ 'Position', kind: 'text', required: true },
    sortField,
  ],
  toInitial: (r) => ({ memberId: t(r?.memberId), position: t(r?.position), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'name', header: /*i18n*/ 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
    { key: 'position', header: /*i18n*/ 'Position', cell: (r) => r.position, sortValue: (r) => r.position },
    { key: 'club', header: /*i18n*/ 'Club', cell: (r) => r.clubName, sortValue: (r) => r.clubName },
    { key: 'sort', header: /*i18n*/ 'Order', cell: (r) => r.sort, sortValue: (r) => r.sort },
  ],
  titleOf: (r) => `${r.memberName} – ${r.position}`,
  detailsOf: (r) => `${r.clubName} · ${r.memberMobile}`,
  imageOf: (r) => r.memberPhoto,
  memberLabel: memberLine,
};

export const regionsConfig: ResourceConfig<RegionRow> = {
  resource: 'regions',
  noun: /*i18n*/ 'region',
  fields: [{ name: 'name', label: /*i18n*/ 'Name', kind: 'text', required: true }, sortField],
  toInitial: (r) => ({ name: t(r?.name), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'name', header: /*i18n*/ 'Region', cell: (r) => r.name, sortValue: (r) => r.name },
    { key: 'zones', header: /*i18n*/ 'Zones', cell: (r) => r.zoneCount, sortValue: (r) => r.zoneCount },
    { key: 'leaders', header: /*i18n*/ 'Chairpersons', cell: (r) => r.leaderCount, sortValue: (r) => r.leaderCount },
  ],
  titleOf: (r) => r.name,
  detailsOf: (r) => i18n._('{zones} zones · {leaders} chairpersons', { zones: r.zoneCount, leaders: r.leaderCount }),
};

function roleConfig<R extends { id: number; roleName: string; sort: number; memberId: number; memberName: string; clubName: string; memberPhoto: string | null; memberMobile: string }>(
  resource: 'region-members' | 'zone-members',
  noun: string,
): ResourceConfig<R> {
  return {
    resource,
    noun,
    fields: [
      { name: 'memberId', label: /*i18n*/ 'Member', kind: 'member', required: true },
      { name: 'roleName', label: /*i18n*/ 'Role', kind: 'text', required: true, hint: resource === 'region-members' ? /*i18n*/ 'e.g. Region CMan' : /*i18n*/ 'e.g. Zone Chairman' },
      sortField,
    ],
    toInitial: (r) => ({ memberId: t(r?.memberId), roleName: t(r?.roleName), sort: t(r?.sort ?? 0) }),
    columns: [
      { key: 'name', header: /*i18n*/ 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
      { key: 'role', header: /*i18n*/ 'Role', cell: (r) => r.roleName, sortValue: (r) => r.roleName },
      { key: 'club', header: /*i18n*/ 'Club', cell: (r) => r.clubName, sortValue: (r) => r.clubName },
    ],
    titleOf: (r) => `${r.memberName} – ${r.roleName}`,
    detailsOf: (r) => `${r.clubName} · ${r.memberMobile}`,
    imageOf: (r) => r.memberPhoto,
    memberLabel: memberLine,
  };
}
export const regionMembersConfig = roleConfig<RegionMemberRow>('region-members', /*i18n*/ 'region chairperson');
export const zoneMembersConfig = roleConfig<ZoneMemberRow>('zone-members', /*i18n*/ 'zone chairperson');

export const zonesConfig: ResourceConfig<ZoneRow> = {
  resource: 'zones',
  noun: /*i18n*/ 'zone',
  fields: [
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text', required: true },
    sortField,
    { name: 'clubIds', label: /*i18n*/ 'Clubs of this zone', kind: 'clubs' },
  ],
  toInitial: (r) => ({ name: t(r?.name), sort: t(r?.sort ?? 0), clubIds: (r?.clubs ?? []).map((c) => String(c.id)) }),
  columns: [
    { key: 'name', header: /*i18n*/ 'Zone', cell: (r) => r.name, sortValue: (r) => r.name },
    { key: 'clubs', header: /*i18n*/ 'Clubs', cell: (r) => r.clubs.map((c) => c.name).join(', ') || '—' },
    { key: 'leaders', header: /*i18n*/ 'Chairpersons', cell: (r) => r.leaderCount, sortValue: (r) => r.leaderCount },
  ],
  titleOf: (r) => r.name,
  detailsOf: (r) => i18n._('Clubs: {clubs}', { clubs: r.clubs.map((c) => c.name).join(', ') || i18n._('none') }),
};

export const governorsConfig: ResourceConfig<GovernorRow> = {
  resource: 'governors',
  noun: /*i18n*/ 'governor profile',
  fields: [
    { name: 'type', label: /*i18n*/ 'Profile', kind: 'select', required: true, options: PROFILE_TYPES.map((p) => ({ value: p, label: PROFILE_LABELS[p] })), textOptions: true },
    { name: 'memberId', label: /*i18n*/ 'Member', kind: 'member', required: true, hint: /*i18n*/ 'The member’s own photo is shown; change it on the member’s page.' },
    { name: 'yearId', label: /*i18n*/ 'Lions year', kind: 'year', hint: /*i18n*/ 'For PDGs: the year they were DG.' },
    { name: 'slogan', label: /*i18n*/ 'Slogan', kind: 'text' },
    { name: 'profile', label: /*i18n*/ 'Profile text', kind: 'textarea' },
    sortField,
    { name: 'familyPic', label: /*i18n*/ 'Family picture', kind: 'image' },
    { name: 'logoPic', label: /*i18n*/ 'Logo', kind: 'image' },
    { name: 'themePic', label: /*i18n*/ 'Theme picture', kind: 'image' },
  ],
  toInitial: (r) => ({ type: t(r?.type), memberId: t(r?.memberId), yearId: t(r?.yearId), slogan: t(r?.slogan), profile: t(r?.profile), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'name', header: /*i18n*/ 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
    { key: 'type', header: /*i18n*/ 'Profile', cell: (r) => r.type.toUpperCase(), sortValue: (r) => r.type },
    { key: 'year', header: /*i18n*/ 'Year', cell: (r) => r.yearName ?? '—', sortValue: (r) => r.yearName ?? '' },
  ],
  titleOf: (r) => `${r.memberName} (${r.type.toUpperCase()})`,
  detailsOf: (r) => `${r.yearName ?? i18n._('No year')} · ${r.clubName}`,
  imageOf: (r) => r.memberPhoto,
  images: (r) => ({ familyPic: r.familyPic, logoPic: r.logoPic, themePic: r.themePic }),
  memberLabel: memberLine,
};

export const mjfConfig: ResourceConfig<MjfRow> = {
  resource: 'mjf',
  noun: /*i18n*/ 'MJF / PMJF record',
  fields: [
    { name: 'memberId', label: /*i18n*/ 'Member', kind: 'member', required: true },
    { name: 'type', label: /*i18n*/ 'Type', kind: 'select', required: true, options: MJ_TYPES.map((m) => ({ value: m, label: m })) },
    { name: 'yearAchieved', label: /*i18n*/ 'Year achieved', kind: 'text', required: true, hint: /*i18n*/ 'e.g. 2019' },
  ],
  toInitial: (r) => ({ memberId: t(r?.memberId), type: t(r?.type), yearAchieved: t(r?.yearAchieved) }),
  columns: [
    { key: 'name', header: /*i18n*/ 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
    { key: 'type', header: /*i18n*/ 'Type', cell: (r) => r.type, sortValue: (r) => r.type },
    { key: 'year', header: /*i18n*/ 'Year', cell: (r) => r.yearAchieved, sortValue: (r) => r.yearAchieved },
    { key: 'club', header: /*i18n*/ 'Club', cell: (r) => r.clubName, sortValue: (r) => r.clubName },
  ],
  titleOf: (r) => `${r.memberName} – ${r.type}`,
  detailsOf: (r) => `${r.yearAchieved} · ${r.clubName}`,
  imageOf: (r) => r.memberPhoto,
  memberLabel: memberLine,
};

export const graduatesConfig: ResourceConfig<GraduateRow> = {
  resource: 'graduates',
  noun: /*i18n*/ 'district graduate',
  fields: [
    { name: 'memberId', label: /*i18n*/ 'Member', kind: 'member', required: true },
    { name: 'gradType', label: /*i18n*/ 'Institute / programme', kind: 'text', required: true },
    { name: 'yearGraduated', label: /*i18n*/ 'Year graduated', kind: 'text', required: true, hint: /*i18n*/ 'e.g. 2022' },
  ],
  toInitial: (r) => ({ memberId: t(r?.memberId), gradType: t(r?.gradType), yearGraduated: t(r?.yearGraduated) }),
  columns: [
    { key: 'name', header: /*i18n*/ 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
    { key: 'type', header: /*i18n*/ 'Programme', cell: (r) => r.gradType, sortValue: (r) => r.gradType },
    { key: 'year', header: /*i18n*/ 'Year', cell: (r) => r.yearGraduated, sortValue: (r) => r.yearGraduated },
  ],
  titleOf: (r) => `${r.memberName} – ${r.gradType}`,
  detailsOf: (r) => `${r.yearGraduated} · ${r.clubName}`,
  imageOf: (r) => r.memberPhoto,
  memberLabel: memberLine,
};

export function othersConfig(type: (typeof OTHER_TYPES)[number]): ResourceConfig<OtherRow> {
  const resource = type === 'resource';
  return {
    resource: 'others',
    noun: resource ? /*i18n*/ 'resource' : /*i18n*/ 'entry',
    fields: [
      { name: 'heading', label: resource ? /*i18n*/ 'Title' : /*i18n*/ 'Position', kind: 'text', required: true },
      ...(resource ? [] : [{ name: 'personName', label: /*i18n*/ 'Person name', kind: 'text' } as const]),
      ...(type === 'inteo' || type === 'intdir' || type === 'pastintdir' ? [{ name: 'yearLabel', label: /*i18n*/ 'Lions year', kind: 'text', hint: /*i18n*/ 'e.g. 2025-2026' } as const] : []),
      { name: 'body', label: resource ? /*i18n*/ 'Description' : /*i18n*/ 'Profile', kind: 'textarea' },
      sortField,
      { name: 'picture', label: /*i18n*/ 'Picture', kind: 'image' },
    ],
    toInitial: (r) => ({ heading: t(r?.heading), personName: t(r?.personName), yearLabel: t(r?.yearLabel), body: t(r?.body), sort: t(r?.sort ?? 0) }),
    columns: [
      { key: 'heading', header: resource ? /*i18n*/ 'Title' : /*i18n*/ 'Position', cell: (r) => r.heading, sortValue: (r) => r.heading },
      { key: 'person', header: /*i18n*/ 'Person', cell: (r) => r.personName ?? '—', sortValue: (r) => r.personName ?? '' },
      { key: 'sort', header: /*i18n*/ 'Order', cell: (r) => r.sort, sortValue: (r) => r.sort },
    ],
    titleOf: (r) => (r.personName ? `${r.personName} – ${r.heading}` : r.heading),
    detailsOf: (r) => r.yearLabel ?? '',
    imageOf: (r) => r.picture,
    images: (r) => ({ picture: r.picture }),
  };
}

export const businessCategoriesConfig: ResourceConfig<BusinessCategoryRow> = {
  resource: 'business-categories',
  noun: /*i18n*/ 'business category',
  fields: [{ name: 'title', label: /*i18n*/ 'Title', kind: 'text', required: true }, sortField, { name: 'image', label: /*i18n*/ 'Image', kind: 'image' }],
  toInitial: (r) => ({ title: t(r?.title), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'title', header: /*i18n*/ 'Title', cell: (r) => r.title, sortValue: (r) => r.title },
    { key: 'count', header: /*i18n*/ 'Businesses', cell: (r) => r.businessCount, sortValue: (r) => r.businessCount },
    { key: 'sort', header: /*i18n*/ 'Order', cell: (r) => r.sort, sortValue: (r) => r.sort },
  ],
  titleOf: (r) => r.title,
  detailsOf: (r) => i18n._('{count} businesses', { count: r.businessCount }),
  imageOf: (r) => r.image,
  images: (r) => ({ image: r.image }),
};

export const contactsConfig: ResourceConfig<ContactRow> = {
  resource: 'district-contacts',
  noun: /*i18n*/ 'contact',
  fields: [
    { name: 'unitName', label: /*i18n*/ 'Unit / office', kind: 'text', required: true },
    { name: 'contactPerson', label: /*i18n*/ 'Contact person', kind: 'text', required: true },
    { name: 'mobile', label: /*i18n*/ 'Mobile', kind: 'tel', hint: /*i18n*/ '10 digits' },
    { name: 'email', label: /*i18n*/ 'E-mail', kind: 'email' },
    sortField,
    { name: 'photo', label: /*i18n*/ 'Photo', kind: 'image' },
  ],
  toInitial: (r) => ({ unitName: t(r?.unitName), contactPerson: t(r?.contactPerson), mobile: t(r?.mobile), email: t(r?.email), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'unit', header: /*i18n*/ 'Unit', cell: (r) => r.unitName, sortValue: (r) => r.unitName },
    { key: 'person', header: /*i18n*/ 'Person', cell: (r) => r.contactPerson, sortValue: (r) => r.contactPerson },
    { key: 'mobile', header: /*i18n*/ 'Mobile', cell: (r) => r.mobile ?? '—' },
    { key: 'email', header: /*i18n*/ 'E-mail', cell: (r) => r.email ?? '—' },
  ],
  titleOf: (r) => `${r.unitName} – ${r.contactPerson}`,
  detailsOf: (r) => [r.mobile, r.email].filter(Boolean).join(' · '),
  imageOf: (r) => r.photo,
  images: (r) => ({ photo: r.photo }),
};
