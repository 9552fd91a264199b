import { describe, expect, it } from 'vitest';
import { toParagraphs } from './paragraphs';

describe('toParagraphs', () => {
  it('splits on line breaks and skips blank lines', () => {
    expect(toParagraphs('One.\n\n  \r\nTwo.\rThree.  ')).toEqual(['One.', 'Two.', 'Three.']);
  });
  it('handles empty values', () => {
    expect(toParagraphs(null)).toEqual([]);
    expect(toParagraphs('')).toEqual([]);
    expect(toParagraphs('\n\n')).toEqual([]);
  });
});
