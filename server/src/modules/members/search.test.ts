import { describe, expect, it } from 'vitest';
import { memberSearchText, parseMemberQuery } from '@d320b/contract';

describe('memberSearchText', () => {
  it('is lower-case name, club, profession and mobile, single-spaced', () => {
    expect(memberSearchText({ name: ' Kandula  Srinivas ', clubName: 'Lions Club of Banjara Hills', profession: 'Chartered Accountant', mobile: '9876500001' })).toBe(
      'kandula srinivas lions club of banjara hills chartered accountant 9876500001',
    );
  });

  it('leaves out a missing profession', () => {
    expect(memberSearchText({ name: 'Asha', clubName: 'Club', profession: null, mobile: '9000000000' })).toBe('asha club 9000000000');
  });
});

describe('parseMemberQuery', () => {
  it('gives nothing for an empty or blank query', () => {
    expect(parseMemberQuery('')).toEqual([]);
    expect(parseMemberQuery('   ')).toEqual([]);
  });

  it('splits words, lower-cased, without duplicates', () => {
    expect(parseMemberQuery('  Ravi   KUMAR ravi ')).toEqual(['ravi', 'kumar']);
  });

  it('keeps at most six words', () => {
    expect(parseMemberQuery('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('reads a phone number as one run of digits, ignoring spaces, dashes, brackets and the +91 prefix', () => {
    expect(parseMemberQuery('98765 00001')).toEqual(['9876500001']);
    expect(parseMemberQuery('+91 98765 00001')).toEqual(['9876500001']);
    expect(parseMemberQuery('+919876500001')).toEqual(['9876500001']);
    expect(parseMemberQuery('919876500001')).toEqual(['9876500001']);
    expect(parseMemberQuery('098765-00001')).toEqual(['9876500001']);
    expect(parseMemberQuery('(98765) 000')).toEqual(['98765000']);
    expect(parseMemberQuery('+91 98')).toEqual(['98']);
    expect(parseMemberQuery('+91')).toEqual([]);
  });

  it('keeps digits that are not a prefix', () => {
    expect(parseMemberQuery('9191')).toEqual(['9191']);
    expect(parseMemberQuery('91234')).toEqual(['91234']);
  });

  it('treats words mixed with digits as words', () => {
    expect(parseMemberQuery('Rao 98765')).toEqual(['rao', '98765']);
  });

  it('passes characters that mean something to SQL or FTS through as text', () => {
    expect(parseMemberQuery(`o'neil "x" 50%_`)).toEqual([`o'neil`, '"x"', '50%_']);
  });
});
