import { describe, expect, it } from 'vitest';
import { descriptionLines } from './text-lines';

describe('descriptionLines', () => {
  it('turns literal \\n sequences into lines', () => {
    expect(descriptionLines('Tailoring\\nAlterations\\r\\nEmbroidery')).toEqual(['Tailoring', 'Alterations', 'Embroidery']);
  });
  it('splits real line breaks too and keeps blank lines', () => {
    expect(descriptionLines('One\n\nTwo  ')).toEqual(['One', '', 'Two']);
  });
  it('is empty for missing text', () => {
    expect(descriptionLines(null)).toEqual([]);
    expect(descriptionLines('')).toEqual([]);
  });
  it('leaves other backslashes alone', () => {
    expect(descriptionLines('C:\\new folder')).toEqual(['C:', 'ew folder']);
    expect(descriptionLines('50\\- off')).toEqual(['50\\- off']);
  });
});
