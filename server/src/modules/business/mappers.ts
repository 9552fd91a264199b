import type { Business, BusinessCategory } from '@d320b/contract';
import { mediaUrl, type ImageSize } from '../../lib/media.js';
import type { Viewer } from '../../access/privacy.js';
import { toMemberBrief } from '../shared/member-card.js';
import type { BusinessRow, CategoryRow } from './repository.js';

export function toBusiness(row: BusinessRow, size: ImageSize, viewer: Viewer): Business {
  return {
    brId: row.id,
    brTitle: row.title,
    brCategory: row.category_id,
    bcataTitle: row.category_title,
    brDescription: row.description,
    brWebSiteAddr: row.website,
    brImage: mediaUrl(row.image, size) || null,
    // The owner's photo is a small avatar even on the detail page.
    ...toMemberBrief(row, viewer),
  };
}

export function toCategory(row: CategoryRow): BusinessCategory {
  return { bcId: row.id, bcataTitle: row.title, brImage: mediaUrl(row.image, 'thumb') || null, totalRecords: row.total };
}
