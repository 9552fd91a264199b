import { PAGE_SIZE } from '@d320b/contract';

/** The rows of one list page: `limit` rows after skipping `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** Page `page` (1-based; the contract guarantees a positive integer) of a PAGE_SIZE list. */
export function pageWindow(page: number): PageWindow {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}
