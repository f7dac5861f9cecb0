import { describe, expect, it } from 'vitest';
import { docxBytes, pdfBytes, pptxBytes, svgText } from '../../test/upload-fixtures';
import { sniffBytes } from './file-sniff';
import { SniffSample } from './sniff-sample';

/** Feeds bytes in chunks of `size`, as a socket would. */
function sample(bytes: Uint8Array, { mayBeText = false, size = 16 * 1024 } = {}) {
  const s = new SniffSample(mayBeText);
  for (let i = 0; i < bytes.length; i += size) s.add(Buffer.from(bytes.subarray(i, i + size)));
  return s;
}

describe('SniffSample', () => {
  it('lets the sniffer recognise large Office files from their head and tail only', () => {
    const docx = docxBytes({ padTo: 9 * 1024 * 1024 });
    const s = sample(docx);
    expect(s.size).toBe(docx.length);
    expect(s.bytes().length).toBeLessThan(1024 * 1024);
    expect(sniffBytes(s.bytes())).toBe('docx');
    expect(sniffBytes(sample(pptxBytes()).bytes())).toBe('pptx');
  });

  it('keeps a large PDF to its head', () => {
    const pdf = pdfBytes({ padTo: 4 * 1024 * 1024 });
    const s = sample(pdf, { mayBeText: true });
    expect(s.bytes().length).toBe(64 * 1024);
    expect(sniffBytes(s.bytes())).toBe('pdf');
  });

  it('keeps a text file whole where SVG is allowed, so the SVG check sees every byte', () => {
    const svg = Buffer.from(`${svgText()}<!--${'x'.repeat(500_000)}--><script>alert(1)</script>`);
    const s = sample(svg, { mayBeText: true, size: 7 });
    expect(s.bytes().equals(svg)).toBe(true);
    expect(sniffBytes(s.bytes())).toBe('unsafe-svg');
  });

  it('gives a ZIP whose directory is not in the tail nothing to recognise', () => {
    const docx = docxBytes({ padTo: 2 * 1024 * 1024 });
    // Cut the end record off: the sample cannot find the directory and must not guess.
    expect(sniffBytes(sample(docx.subarray(0, docx.length - 22)).bytes())).toBeNull();
  });
});
