import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageUploadField } from './image-upload-field';

function Harness({ current }: { current?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <ImageUploadField label="Activity Image" currentUrl={current} value={file} onChange={setFile} />
      <output>{file ? file.name : 'none'}</output>
    </>
  );
}

function choose(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImageUploadField', () => {
  it('shows "Choose Image" without an image and "Change Image" with a preview once one is chosen', () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    render(<Harness />);
    choose(screen.getByLabelText('Choose Image'), new File(['x'], 'camp.png', { type: 'image/png' }));
    expect(screen.getByText('camp.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src')).toBe('blob:preview');
    expect(screen.getByLabelText('Change Image')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove chosen image' }));
    expect(screen.getByText('none')).toBeTruthy();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses other file types with a message and keeps the current image', () => {
    render(<Harness current="/media/a.webp" />);
    expect(screen.getByRole('img', { name: 'Current image' })).toBeTruthy();
    choose(screen.getByLabelText('Change Image'), new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a PNG or JPG image.');
    expect(screen.getByText('none')).toBeTruthy();
  });
});
