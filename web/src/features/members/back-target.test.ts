import { describe, expect, it } from 'vitest';
import { memberDetailsBackTarget } from './back-target';

describe('member details back target (docs/product.md 2.17)', () => {
  it.each([
    ['?dcId=12', '/district-cabinet/12?session=old'],
    ['?regions=3', '/andava-regions/3?session=old'],
    ['?mjpf', '/mjpf-profiles?session=old'],
    ['?mjpf=', '/mjpf-profiles?session=old'],
    ['?graduate', '/district-graduates?session=old'],
    ['?greet', '/greetings?session=old'],
    ['', '/district-members?session=old'],
    ['?', '/district-members?session=old'],
    ['?unknown=1', '/district-members?session=old'],
  ])('%s → %s', (search, target) => {
    expect(memberDetailsBackTarget(search)).toBe(target);
  });

  it('clubdetails goes back one step', () => {
    expect(memberDetailsBackTarget('?clubdetails')).toBe(-1);
  });

  it('is decided by the first query key only', () => {
    expect(memberDetailsBackTarget('?greet&dcId=4')).toBe('/greetings?session=old');
    expect(memberDetailsBackTarget('?regions=2&mjpf')).toBe('/andava-regions/2?session=old');
    expect(memberDetailsBackTarget('?session=old&dcId=4')).toBe('/district-members?session=old');
  });

  it('accepts URLSearchParams and falls back to the previous page when an id is missing', () => {
    expect(memberDetailsBackTarget(new URLSearchParams('dcId=9'))).toBe('/district-cabinet/9?session=old');
    expect(memberDetailsBackTarget('?dcId=')).toBe(-1);
    expect(memberDetailsBackTarget('?regions')).toBe(-1);
  });
});
