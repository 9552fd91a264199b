import { describe, expect, it } from 'vitest';
import { digitsOnly, maskPhone } from './phone';

describe('maskPhone', () => {
  it('shows only the last 4 digits', () => {
    expect(maskPhone('9876543210')).toBe('******3210');
  });
  it('ignores formatting characters', () => {
    expect(maskPhone('98765 43210')).toBe('******3210');
  });
  it('leaves very short values as they are', () => {
    expect(maskPhone('1234')).toBe('1234');
    expect(maskPhone('')).toBe('');
  });
});

describe('digitsOnly', () => {
  it('strips non-digits and cuts to the maximum', () => {
    expect(digitsOnly('+91 98765-43210', 10)).toBe('9198765432');
    expect(digitsOnly('98a76', 10)).toBe('9876');
    expect(digitsOnly('123456789', 6)).toBe('123456');
  });
});
