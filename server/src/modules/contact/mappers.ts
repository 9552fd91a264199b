import type { Contact } from '@d320b/contract';
import { mediaUrl } from '../../lib/media.js';
import type { ContactRow } from './repository.js';

/** The contact page is the card's only view, so it gets the display size. */
export function toContact(row: ContactRow): Contact {
  return {
    distUName: row.unit_name,
    distCPerson: row.contact_person,
    distMobile: row.mobile,
    distEMail: row.email,
    distMPnoto: mediaUrl(row.photo, 'display') || null,
  };
}
