// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileField } from '~/shared/application-files';
import { FileInput } from './file-input';

afterEach(cleanup);

function Picker({ field }: { field: FileField }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  return (
    <FileInput
      field={field}
      file={file}
      error={error}
      onChange={(f, e) => {
        setFile(f);
        setError(e);
      }}
    />
  );
}

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const pick = (field: FileField, file: File) => {
  render(<Picker field={field} />);
  const input = document.querySelector<HTMLInputElement>(`input[name="${field}"]`)!;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
};

describe('the apply form checks a picked file by its first bytes', () => {
  it('refuses a text file named logo.png under the field, with the words the server uses', async () => {
    const input = pick(
      'companyLogo',
      new File(['just some text, not a picture'], 'logo.png', { type: 'image/png' }),
    );
    const error = await screen.findByText('File must be JPG, PNG, SVG, or WebP');
    expect(error.id).toBe(`${input.id}-error`);
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('companyLogo-name')).toBeNull();
  });

  it('accepts a PNG whose bytes are a PNG', async () => {
    pick('companyLogo', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByTestId('companyLogo-name')).textContent).toBe('logo.png');
    expect(screen.queryByText('File must be JPG, PNG, SVG, or WebP')).toBeNull();
  });

  it('refuses a PNG named whitepaper.pdf, and accepts a real PDF', async () => {
    pick('whitepaper', new File([new Uint8Array(png)], 'whitepaper.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File must be PDF, DOC, DOCX, PPT, or PPTX')).toBeTruthy();
    cleanup();
    pick('whitepaper', new File(['%PDF-1.7\n'], 'whitepaper.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('whitepaper-name')).textContent).toBe('whitepaper.pdf');
  });

  it('accepts an SVG (text) and refuses a binary file named .svg', async () => {
    pick(
      'companyLogo',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    expect((await screen.findByTestId('companyLogo-name')).textContent).toBe('logo.svg');
    cleanup();
    pick('companyLogo', new File([new Uint8Array(png)], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('File must be JPG, PNG, SVG, or WebP')).toBeTruthy();
  });
});
