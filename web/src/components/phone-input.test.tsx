import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { cleanMobileInput } from '@/lib/phone';
import { PhoneInput } from './phone-input';

describe('cleanMobileInput', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['9876', '9876'],
    ['98765432109999', '9876543210'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanMobileInput(raw)).toBe(clean);
  });
});

function Controlled() {
  const [value, setValue] = useState('');
  return <PhoneInput aria-label="Mobile" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function WithForm({ onValue }: { onValue: (v: string) => void }) {
  const form = useForm({ defaultValues: { mobile: '' } });
  return (
    <form onSubmit={form.handleSubmit((v) => onValue(v.mobile))}>
      <PhoneInput aria-label="Mobile" {...form.register('mobile')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('PhoneInput', () => {
  it('has no maxLength, so a pasted number reaches the cleaner whole', () => {
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Mobile');
    expect(input.maxLength).toBe(-1);
    expect(input.type).toBe('tel');
    fireEvent.change(input, { target: { value: '+91 98765 43210' } });
    expect(input.value).toBe('9876543210');
  });

  it('stores the 10 digits through react-hook-form', async () => {
    let saved = '';
    render(<WithForm onValue={(v) => (saved = v)} />);
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '+91 98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(saved).toBe('9876543210');
  });
});
