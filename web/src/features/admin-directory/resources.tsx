/** The district lists' configs: their form fields, table columns and phone cards. */
import { MJ_TYPES, OTHER_TYPES, PROFILE_TYPES, type adminDirectoryCallDefs, type CallResponse } from '@d320b/contract';
import type { ResourceConfig } from './components/resource-page';

type Defs = typeof adminDirectoryCallDefs;
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
const sortField = { name: 'sort', label: 'Order', kind: 'number', hint: 'Smaller numbers come first.' } as const;

export const PROFILE_LABELS: Record<(typeof PROFILE_TYPES)[number], string> = {
  dg: 'District Governor (DG)',
  fvdg: 'First Vice DG (FVDG)',
  svdg: 'Second Vice DG (SVDG)',
  ipdg: 'Immediate Past DG (IPDG)',
  pdgs: 'Past DGs (PDGs)',
};

export const OTHER_LABELS: Record<(typeof OTHER_TYPES)[number], string> = {
  mocouncils: 'M.Council',
  inteo: 'Int E.O',
  intdir: 'Int. Dir',
  pastintdir: 'Past Int. Dir',
  resource: 'Resources',
};

export const eventsConfig: ResourceConfig<EventRow> = {
  resource: 'district-events',
  noun: 'district event',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'startDate', label: 'Start date', kind: 'date', required: true },
    { name: 'endDate', label: 'End date', kind: 'date' },
    { name: 'image', label: 'Event image', kind: 'image' },
  ],
  toInitial: (r) => ({ title: t(r?.title), description: t(r?.description), startDate: t(r?.startDate), endDate: t(r?.endDate) }),
  columns: [
    { key: 'title', header: 'Title', cell: (r) => r.title, sortValue: (r) => r.title },
    { key: 'start', header: 'Starts', cell: (r) => r.startDate, sortValue: (r) => r.startDate },
    { key: 'end', header: 'Ends', cell: (r) => r.endDate ?? '—', sortValue: (r) => r.endDate ?? '' },
  ],
  titleOf: (r) => r.title,
  detailsOf: (r) => (r.endDate && r.endDate !== r.startDate ? `${r.startDate} to ${r.endDate}` : r.startDate),
  imageOf: (r) => r.image,
  images: (r) => ({ image: r.image }),
};

export const activitiesConfig: ResourceConfig<ActivityRow> = {
  resource: 'district-activities',
  noun: 'district activity',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'activityDate', label: 'Date', kind: 'date', required: true },
    { name: 'image', label: 'Activity image', kind: 'image' },
  ],
  toInitial: (r) => ({ title: t(r?.title), description: t(r?.description), activityDate: t(r?.activityDate) }),
  columns: [
    { key: 'title', header: 'Title', cell: (r) => r.title, sortValue: (r) => r.title },
    { key: 'date', header: 'Date', cell: (r) => r.activityDate, sortValue: (r) => r.activityDate },
  ],
  titleOf: (r) => r.title,
  detailsOf: (r) => r.activityDate,
  imageOf: (r) => r.image,
  images: (r) => ({ image: r.image }),
};

export const cabinetCategoriesConfig: ResourceConfig<CabinetCategoryRow> = {
  resource: 'cabinet-categories',
  noun: 'cabinet category',
  fields: [{ name: 'name', label: 'Name', kind: 'text', required: true }, sortField, { name: 'icon', label: 'Icon', kind: 'image' }],
  toInitial: (r) => ({ name: t(r?.name), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
    { key: 'sort', header: 'Order', cell: (r) => r.sort, sortValue: (r) => r.sort },
    { key: 'years', header: 'Lions years', cell: (r) => r.yearCount, sortValue: (r) => r.yearCount },
  ],
  titleOf: (r) => r.name,
  detailsOf: (r) => `Order ${r.sort} · in ${r.yearCount} Lions year${r.yearCount === 1 ? '' : 's'}`,
  imageOf: (r) => r.icon,
  images: (r) => ({ icon: r.icon }),
};

export function cabinetYearsConfig(categories: { value: string; label: string }[]): ResourceConfig<CabinetYearRow> {
  return {
    resource: 'cabinet-years',
    noun: 'cabinet category',
    fields: [{ name: 'categoryId', label: 'Category', kind: 'select', required: true, options: categories }],
    toInitial: (r) => ({ categoryId: t(r?.categoryId) }),
    columns: [
      { key: 'name', header: 'Category', cell: (r) => r.categoryName, sortValue: (r) => r.categoryName },
      { key: 'members', header: 'Members', cell: (r) => r.memberCount, sortValue: (r) => r.memberCount },
    ],
    titleOf: (r) => r.categoryName,
    detailsOf: (r) => `${r.memberCount} member${r.memberCount === 1 ? '' : 's'}`,
  };
}

export const cabinetMembersConfig: ResourceConfig<CabinetMemberRow> = {
  resource: 'cabinet-members',
  noun: 'cabinet member',
  fields: [
    { name: 'memberId', label: 'Member', kind: 'member', required: true },
    { name: 'position', label: 'Position', kind: 'text', required: true },
    sortField,
  ],
  toInitial: (r) => ({ memberId: t(r?.memberId), position: t(r?.position), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'name', header: 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
    { key: 'position', header: 'Position', cell: (r) => r.position, sortValue: (r) => r.position },
    { key: 'club', header: 'Club', cell: (r) => r.clubName, sortValue: (r) => r.clubName },
    { key: 'sort', header: 'Order', cell: (r) => r.sort, sortValue: (r) => r.sort },
  ],
  titleOf: (r) => `${r.memberName} – ${r.position}`,
  detailsOf: (r) => `${r.clubName} · ${r.memberMobile}`,
  imageOf: (r) => r.memberPhoto,
  memberLabel: memberLine,
};

export const regionsConfig: ResourceConfig<RegionRow> = {
  resource: 'regions',
  noun: 'region',
  fields: [{ name: 'name', label: 'Name', kind: 'text', required: true }, sortField],
  toInitial: (r) => ({ name: t(r?.name), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'name', header: 'Region', cell: (r) => r.name, sortValue: (r) => r.name },
    { key: 'zones', header: 'Zones', cell: (r) => r.zoneCount, sortValue: (r) => r.zoneCount },
    { key: 'leaders', header: 'Chairpersons', cell: (r) => r.leaderCount, sortValue: (r) => r.leaderCount },
  ],
  titleOf: (r) => r.name,
  detailsOf: (r) => `${r.zoneCount} zones · ${r.leaderCount} chairpersons`,
};

function roleConfig<R extends { id: number; roleName: string; sort: number; memberId: number; memberName: string; clubName: string; memberPhoto: string | null; memberMobile: string }>(
  resource: 'region-members' | 'zone-members',
  noun: string,
): ResourceConfig<R> {
  return {
    resource,
    noun,
    fields: [
      { name: 'memberId', label: 'Member', kind: 'member', required: true },
      { name: 'roleName', label: 'Role', kind: 'text', required: true, hint: resource === 'region-members' ? 'e.g. Region CMan' : 'e.g. Zone Chairman' },
      sortField,
    ],
    toInitial: (r) => ({ memberId: t(r?.memberId), roleName: t(r?.roleName), sort: t(r?.sort ?? 0) }),
    columns: [
      { key: 'name', header: 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
      { key: 'role', header: 'Role', cell: (r) => r.roleName, sortValue: (r) => r.roleName },
      { key: 'club', header: 'Club', cell: (r) => r.clubName, sortValue: (r) => r.clubName },
    ],
    titleOf: (r) => `${r.memberName} – ${r.roleName}`,
    detailsOf: (r) => `${r.clubName} · ${r.memberMobile}`,
    imageOf: (r) => r.memberPhoto,
    memberLabel: memberLine,
  };
}
export const regionMembersConfig = roleConfig<RegionMemberRow>('region-members', 'region chairperson');
export const zoneMembersConfig = roleConfig<ZoneMemberRow>('zone-members', 'zone chairperson');

export const zonesConfig: ResourceConfig<ZoneRow> = {
  resource: 'zones',
  noun: 'zone',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    sortField,
    { name: 'clubIds', label: 'Clubs of this zone', kind: 'clubs' },
  ],
  toInitial: (r) => ({ name: t(r?.name), sort: t(r?.sort ?? 0), clubIds: (r?.clubs ?? []).map((c) => String(c.id)) }),
  columns: [
    { key: 'name', header: 'Zone', cell: (r) => r.name, sortValue: (r) => r.name },
    { key: 'clubs', header: 'Clubs', cell: (r) => r.clubs.map((c) => c.name).join(', ') || '—' },
    { key: 'leaders', header: 'Chairpersons', cell: (r) => r.leaderCount, sortValue: (r) => r.leaderCount },
  ],
  titleOf: (r) => r.name,
  detailsOf: (r) => `Clubs: ${r.clubs.map((c) => c.name).join(', ') || 'none'}`,
};

export const governorsConfig: ResourceConfig<GovernorRow> = {
  resource: 'governors',
  noun: 'governor profile',
  fields: [
    { name: 'type', label: 'Profile', kind: 'select', required: true, options: PROFILE_TYPES.map((p) => ({ value: p, label: PROFILE_LABELS[p] })) },
    { name: 'memberId', label: 'Member', kind: 'member', required: true, hint: 'The member’s own photo is shown; change it on the member’s page.' },
    { name: 'yearId', label: 'Lions year', kind: 'year', hint: 'For PDGs: the year they were DG.' },
    { name: 'slogan', label: 'Slogan', kind: 'text' },
    { name: 'profile', label: 'Profile text', kind: 'textarea' },
    sortField,
    { name: 'familyPic', label: 'Family picture', kind: 'image' },
    { name: 'logoPic', label: 'Logo', kind: 'image' },
    { name: 'themePic', label: 'Theme picture', kind: 'image' },
  ],
  toInitial: (r) => ({ type: t(r?.type), memberId: t(r?.memberId), yearId: t(r?.yearId), slogan: t(r?.slogan), profile: t(r?.profile), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'name', header: 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
    { key: 'type', header: 'Profile', cell: (r) => r.type.toUpperCase(), sortValue: (r) => r.type },
    { key: 'year', header: 'Year', cell: (r) => r.yearName ?? '—', sortValue: (r) => r.yearName ?? '' },
  ],
  titleOf: (r) => `${r.memberName} (${r.type.toUpperCase()})`,
  detailsOf: (r) => `${r.yearName ?? 'No year'} · ${r.clubName}`,
  imageOf: (r) => r.memberPhoto,
  images: (r) => ({ familyPic: r.familyPic, logoPic: r.logoPic, themePic: r.themePic }),
  memberLabel: memberLine,
};

export const mjfConfig: ResourceConfig<MjfRow> = {
  resource: 'mjf',
  noun: 'MJF / PMJF record',
  fields: [
    { name: 'memberId', label: 'Member', kind: 'member', required: true },
    { name: 'type', label: 'Type', kind: 'select', required: true, options: MJ_TYPES.map((m) => ({ value: m, label: m })) },
    { name: 'yearAchieved', label: 'Year achieved', kind: 'text', required: true, hint: 'e.g. 2019' },
  ],
  toInitial: (r) => ({ memberId: t(r?.memberId), type: t(r?.type), yearAchieved: t(r?.yearAchieved) }),
  columns: [
    { key: 'name', header: 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
    { key: 'type', header: 'Type', cell: (r) => r.type, sortValue: (r) => r.type },
    { key: 'year', header: 'Year', cell: (r) => r.yearAchieved, sortValue: (r) => r.yearAchieved },
    { key: 'club', header: 'Club', cell: (r) => r.clubName, sortValue: (r) => r.clubName },
  ],
  titleOf: (r) => `${r.memberName} – ${r.type}`,
  detailsOf: (r) => `${r.yearAchieved} · ${r.clubName}`,
  imageOf: (r) => r.memberPhoto,
  memberLabel: memberLine,
};

export const graduatesConfig: ResourceConfig<GraduateRow> = {
  resource: 'graduates',
  noun: 'district graduate',
  fields: [
    { name: 'memberId', label: 'Member', kind: 'member', required: true },
    { name: 'gradType', label: 'Institute / programme', kind: 'text', required: true },
    { name: 'yearGraduated', label: 'Year graduated', kind: 'text', required: true, hint: 'e.g. 2022' },
  ],
  toInitial: (r) => ({ memberId: t(r?.memberId), gradType: t(r?.gradType), yearGraduated: t(r?.yearGraduated) }),
  columns: [
    { key: 'name', header: 'Member', cell: (r) => r.memberName, sortValue: (r) => r.memberName },
    { key: 'type', header: 'Programme', cell: (r) => r.gradType, sortValue: (r) => r.gradType },
    { key: 'year', header: 'Year', cell: (r) => r.yearGraduated, sortValue: (r) => r.yearGraduated },
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
    noun: resource ? 'resource' : 'entry',
    fields: [
      { name: 'heading', label: resource ? 'Title' : 'Position', kind: 'text', required: true },
      ...(resource ? [] : [{ name: 'personName', label: 'Person name', kind: 'text' } as const]),
      ...(type === 'inteo' || type === 'intdir' || type === 'pastintdir' ? [{ name: 'yearLabel', label: 'Lions year', kind: 'text', hint: 'e.g. 2025-2026' } as const] : []),
      { name: 'body', label: resource ? 'Description' : 'Profile', kind: 'textarea' },
      sortField,
      { name: 'picture', label: 'Picture', kind: 'image' },
    ],
    toInitial: (r) => ({ heading: t(r?.heading), personName: t(r?.personName), yearLabel: t(r?.yearLabel), body: t(r?.body), sort: t(r?.sort ?? 0) }),
    columns: [
      { key: 'heading', header: resource ? 'Title' : 'Position', cell: (r) => r.heading, sortValue: (r) => r.heading },
      { key: 'person', header: 'Person', cell: (r) => r.personName ?? '—', sortValue: (r) => r.personName ?? '' },
      { key: 'sort', header: 'Order', cell: (r) => r.sort, sortValue: (r) => r.sort },
    ],
    titleOf: (r) => (r.personName ? `${r.personName} – ${r.heading}` : r.heading),
    detailsOf: (r) => r.yearLabel ?? '',
    imageOf: (r) => r.picture,
    images: (r) => ({ picture: r.picture }),
  };
}

export const businessCategoriesConfig: ResourceConfig<BusinessCategoryRow> = {
  resource: 'business-categories',
  noun: 'business category',
  fields: [{ name: 'title', label: 'Title', kind: 'text', required: true }, sortField, { name: 'image', label: 'Image', kind: 'image' }],
  toInitial: (r) => ({ title: t(r?.title), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'title', header: 'Title', cell: (r) => r.title, sortValue: (r) => r.title },
    { key: 'count', header: 'Businesses', cell: (r) => r.businessCount, sortValue: (r) => r.businessCount },
    { key: 'sort', header: 'Order', cell: (r) => r.sort, sortValue: (r) => r.sort },
  ],
  titleOf: (r) => r.title,
  detailsOf: (r) => `${r.businessCount} businesses`,
  imageOf: (r) => r.image,
  images: (r) => ({ image: r.image }),
};

export const contactsConfig: ResourceConfig<ContactRow> = {
  resource: 'district-contacts',
  noun: 'contact',
  fields: [
    { name: 'unitName', label: 'Unit / office', kind: 'text', required: true },
    { name: 'contactPerson', label: 'Contact person', kind: 'text', required: true },
    { name: 'mobile', label: 'Mobile', kind: 'tel', hint: '10 digits' },
    { name: 'email', label: 'E-mail', kind: 'email' },
    sortField,
    { name: 'photo', label: 'Photo', kind: 'image' },
  ],
  toInitial: (r) => ({ unitName: t(r?.unitName), contactPerson: t(r?.contactPerson), mobile: t(r?.mobile), email: t(r?.email), sort: t(r?.sort ?? 0) }),
  columns: [
    { key: 'unit', header: 'Unit', cell: (r) => r.unitName, sortValue: (r) => r.unitName },
    { key: 'person', header: 'Person', cell: (r) => r.contactPerson, sortValue: (r) => r.contactPerson },
    { key: 'mobile', header: 'Mobile', cell: (r) => r.mobile ?? '—' },
    { key: 'email', header: 'E-mail', cell: (r) => r.email ?? '—' },
  ],
  titleOf: (r) => `${r.unitName} – ${r.contactPerson}`,
  detailsOf: (r) => [r.mobile, r.email].filter(Boolean).join(' · '),
  imageOf: (r) => r.photo,
  images: (r) => ({ photo: r.photo }),
};
