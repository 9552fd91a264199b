import type { Business, BusinessCategory, MemberBrief } from '@d320b/contract';
import { mediaUrl, type ImageSize } from '../../lib/media.js';
import type { BusinessRow, CategoryRow, OwnerRow } from './repository.js';

export function toBusiness(row: BusinessRow, size: ImageSize): Business {
  return {
    brId: row.id,
    brTitle: row.title,
    brCategory: row.category_id,
    bcataTitle: row.category_title,
    brDescription: row.description,
    brWebSiteAddr: row.website,
    brImage: mediaUrl(row.image, size) || null,
    memId: row.member_id,
    memName: row.member_name,
    memPhoto: mediaUrl(row.member_photo, 'thumb') || null,
    mobileNumber: row.mobile_number,
    clubName: row.club_name,
  };
}

export function toCategory(row: CategoryRow): BusinessCategory {
  return { bcId: row.id, bcataTitle: row.title, brImage: mediaUrl(row.image, 'thumb') || null, totalRecords: row.total };
}

/** The owner card under a business. */
export function toOwner(row: OwnerRow): MemberBrief {
  return {
    memId: row.id,
    memName: row.name,
    memPhoto: mediaUrl(row.photo, 'thumb') || null,
    mobileNumber: row.mobile_number,
    clubName: row.club_name,
  };
}
