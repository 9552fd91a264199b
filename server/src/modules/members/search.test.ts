import { describe, expect, it } from 'vitest';
import { memberSearchText, parseMemberQuery } from '@d320b/contract';

describe('memberSearchText', () => {
  it('is lower-case name, club, profession and mobile, single-spaced', () => {
    expect(memberSearchText({ name: ' Kandula  Srinivas ', clubName: 'Lions Club of Banjara Hills', profession: 'Chartered Accountant', mobile: '9876500001' })).toBe(
      'kandula srinivas lions club of banjara hills chartered accountant 9876500001',
    );
  });

  it('is in one Unicode form (NFC) whatever the keyboard typed: Telugu and Devanagari', () => {
    // కైలాష్: the vowel sign ై is one code point (NFC) or two (NFD), as keyboards differ.
    const kailash = '\u0C15\u0C48\u0C32\u0C3E\u0C37\u0C4D';
    const kailashNfd = '\u0C15\u0C46\u0C56\u0C32\u0C3E\u0C37\u0C4D';
    expect(kailashNfd.normalize('NFC')).toBe(kailash);
    expect(memberSearchText({ name: `${kailashNfd} రాజు`, clubName: 'లయన్స్ క్లబ్', profession: null, mobile: '9000000001' })).toBe(`${kailash} రాజు లయన్స్ క్లబ్ 9000000001`);
    // ऩ (U+0929) or न + nukta (NFD).
    expect(memberSearchText({ name: 'मु\u0928\u093Cा', clubName: 'Club', profession: null, mobile: '9000000002' })).toBe('मु\u0929ा club 9000000002');
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

  it('reads Telugu and Devanagari words as typed, in the same Unicode form as stored text', () => {
    expect(parseMemberQuery('\u0C15\u0C46\u0C56\u0C32\u0C3E\u0C37\u0C4D రాజు')).toEqual(['\u0C15\u0C48\u0C32\u0C3E\u0C37\u0C4D', 'రాజు']);
    expect(parseMemberQuery(' रमेश  कुमार ')).toEqual(['रमेश', 'कुमार']);
    expect(parseMemberQuery('मु\u0928\u093Cा')).toEqual(['मु\u0929ा']);
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
