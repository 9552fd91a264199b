import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChangeList, whatText, whoText } from './audit-parts';

describe('audit pieces', () => {
  it('says who acted, or the role alone for the system', () => {
    expect(whoText({ actorName: 'Anil Kumar', actorRole: 'District admin' })).toBe('Anil Kumar (District admin)');
    expect(whoText({ actorName: null, actorRole: 'System' })).toBe('System');
  });

  it('names what changed with its subject when there is one', () => {
    expect(whatText({ summary: 'Changed member', subject: 'Asha Rao' })).toBe('Changed member · Asha Rao');
    expect(whatText({ summary: 'Rolled over the Lions year', subject: null })).toBe('Rolled over the Lions year');
  });

  it('lists each change as old → new, an empty value as (empty), and nothing for no change', () => {
    const { container } = render(<ChangeList changes={[]} />);
    expect(container.innerHTML).toBe('');
    render(
      <ChangeList
        changes={[
          { field: 'club_id', label: 'Club', old: 'Banjara', new: 'Ameerpet' },
          { field: 'email', label: 'E-mail', old: null, new: 'a@example.org' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Club: Banjara → Ameerpet', 'E-mail: (empty) → a@example.org']);
  });
});
