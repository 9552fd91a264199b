import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildEventIcs, buildVCard, fileNameOf, thumbnailOf } from './contact-files';
import { callHref, mailHref, mapsHref, smsHref, whatsappHref, wishesText } from './contact-links';

describe('contact links', () => {
  it('carry the 10-digit number with +91', () => {
    expect(callHref('98765 43210')).toBe('tel:+919876543210');
    expect(whatsappHref('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(smsHref('09876543210')).toBe('sms:+919876543210');
  });
  it('are absent for numbers that are not mobiles', () => {
    expect(whatsappHref('12345')).toBeNull();
    expect(callHref('')).toBeNull();
    expect(smsHref(null)).toBeNull();
  });
  it('prefill the wishes message naming the occasion and the member', () => {
    const href = whatsappHref('9876543210', wishesText('birthday', 'Ravi Kumar'))!;
    const url = new URL(href);
    expect(url.pathname).toBe('/919876543210');
    expect(url.searchParams.get('text')).toBe('Dear Ravi Kumar, wishing you a very happy birthday! Warm regards.');
    expect(wishesText('anniversary', 'Asha')).toContain('wedding anniversary');
  });
  it('build e-mail and maps links only for real values', () => {
    expect(mailHref(' a@b.in ')).toBe('mailto:a@b.in');
    expect(mailHref('not an email')).toBeNull();
    expect(mapsHref('H.No. 1-2, Abids,\nHyderabad - 500001')).toBe(
      'https://www.google.com/maps/search/?api=1&query=H.No.%201-2%2C%20Abids%2C%20Hyderabad%20-%20500001',
    );
    expect(mapsHref('  ')).toBeNull();
  });
});

describe('contact files', () => {
  it('a vCard that parses back with every field', () => {
    const text = buildVCard({
      name: 'Ravi Kumar Sharma',
      mobile: '9876543210',
      email: 'ravi@example.com',
      club: 'Lions Club of Hyderabad, Abids',
      profession: 'Chartered Accountant',
      birthday: '1970-05-14',
      photoJpegBase64: '/9j/4AAQSkZJRg==',
    });
    const card = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(card.getFirstPropertyValue('fn')).toBe('Ravi Kumar Sharma');
    expect(card.getFirstPropertyValue('tel')).toBe('+919876543210');
    expect(card.getFirstPropertyValue('email')).toBe('ravi@example.com');
    expect(String(card.getFirstPropertyValue('org'))).toBe('Lions Club of Hyderabad, Abids');
    expect(card.getFirstPropertyValue('title')).toBe('Chartered Accountant');
    expect(String(card.getFirstPropertyValue('bday'))).toBe('1970-05-14');
    expect(card.getFirstProperty('photo')!.getParameter('type')).toBe('JPEG');
  });
  it('leaves out what is not shown', () => {
    const card = new ICAL.Component(ICAL.parse(buildVCard({ name: 'Asha' })) as unknown[]);
    expect(card.getFirstProperty('bday')).toBeNull();
    expect(card.getFirstProperty('photo')).toBeNull();
    expect(card.getFirstProperty('tel')).toBeNull();
  });
  it('an all-day .ics on the district days, end exclusive, Asia/Kolkata named', () => {
    const text = buildEventIcs({ uid: 'district-event-7@x', title: 'District Convention', startDate: '2026-12-30', endDate: '2026-12-31', location: 'District 320B' });
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('District Convention');
    expect(event.startDate.toString()).toBe('2026-12-30');
    expect(event.endDate.toString()).toBe('2027-01-01');
    expect(event.location).toBe('District 320B');
  });
  it('file names and thumbnails', () => {
    expect(fileNameOf('Ravi / Kumar', 'vcf')).toBe('Ravi Kumar.vcf');
    expect(thumbnailOf('/media/abc/display.webp')).toBe('/media/abc/thumb.webp');
  });
});
