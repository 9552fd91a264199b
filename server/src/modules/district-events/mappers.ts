import type { DistrictEvent } from '@d320b/contract';
import { mediaUrl, type ImageSize } from '../../lib/media.js';
import type { DistrictEventRow } from './repository.js';

export function toDistrictEvent(row: DistrictEventRow, distName: string, size: ImageSize): DistrictEvent {
  return {
    deld: row.id,
    deTitle: row.title,
    deDesc: row.description,
    deStartDate: row.start_date,
    deEndDate: row.end_date,
    delmage: mediaUrl(row.image, size) || null,
    distName,
    district: { distName },
  };
}
