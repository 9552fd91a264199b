import type { DistrictActivity } from '@d320b/contract';
import { mediaUrl, type ImageSize } from '../../lib/media.js';
import type { DistrictActivityRow } from './repository.js';

export function toDistrictActivity(row: DistrictActivityRow, distName: string, size: ImageSize): DistrictActivity {
  return {
    dald: row.id,
    daTitle: row.title,
    daDesc: row.description,
    daDate: row.activity_date,
    dalmage: mediaUrl(row.image, size) || null,
    distName,
    district: { distName },
  };
}
