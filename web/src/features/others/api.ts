import type { CouncilItem, DirectorItem, ExecutiveOfficerItem, ResourceItem } from '@d320b/contract';
import { callQuery, type ResponseOf } from '@/lib/calls';

export const OTHER_TILES = [
  { type: 'mocouncils', label: /*i18n*/ 'M.Council' },
  { type: 'inteo', label: /*i18n*/ 'Int E.O' },
  { type: 'intdir', label: /*i18n*/ 'Int. Dir' },
  { type: 'pastintdir', label: /*i18n*/ 'Past Int. Dir' },
  { type: 'resource', label: /*i18n*/ 'Resources' },
] as const;

export type OtherType = (typeof OTHER_TILES)[number]['type'];

export function isOtherType(value: string | null): value is OtherType {
  return OTHER_TILES.some((t) => t.type === value);
}

/** One card of an Others page, whatever the type. */
export interface OtherCard {
  header: string;
  image: string | null;
  name: string | null;
  /** Academic year (executive officers and directors). */
  year: string | null;
  text: string | null;
}

/** Maps the type-specific wire fields (docs/product.md 2.11) to one card shape. */
export function toCards(type: OtherType, data: unknown[]): OtherCard[] {
  switch (type) {
    case 'mocouncils':
      return (data as CouncilItem[]).map((d) => ({ header: d.Position, image: d.ProfilePic, name: d.PersonName, year: null, text: d.Profile }));
    case 'inteo':
      return (data as ExecutiveOfficerItem[]).map((d) => ({
        header: d.ieoPosition,
        image: d.ieoProfilePic,
        name: d.ieoPersonName,
        year: d.acYear,
        text: d.ieoProfile,
      }));
    case 'intdir':
    case 'pastintdir':
      return (data as DirectorItem[]).map((d) => ({ header: d.idPosition, image: d.idProfilePic, name: d.idPersonName, year: d.acYear, text: d.idProfile }));
    case 'resource':
      return (data as ResourceItem[]).map((d) => ({ header: d.grTitle, image: d.grPic, name: null, year: null, text: d.grDesc }));
  }
}

export function otherTypeQuery(type: OtherType | null) {
  const asked = type ?? 'mocouncils';
  return callQuery('get_other_type', { type: asked }, {
      select: (res: ResponseOf<'get_other_type'>) => ({ title: res.title, cards: toCards(asked, res.data as unknown[]) }),
      enabled: type !== null,
  });
}
