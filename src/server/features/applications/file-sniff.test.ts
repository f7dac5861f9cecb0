import { describe, expect, it } from 'vitest';
import { MB } from '~/shared/application-files';
import {
  cfbBytes,
  docxBytes,
  exeBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  pptxBytes,
  svgText,
  webpBytes,
  zipBytes,
} from '../../test/upload-fixtures';
import { checkUpload, sniffBytes, unsafeSvgMessage } from './file-sniff';

const svg = (body?: string) => Buffer.from(svgText(body));

describe('sniffBytes', () => {
  it('recognises each allowed format by its bytes', () => {
    expect(sniffBytes(pngBytes())).toBe('png');
    expect(sniffBytes(jpegBytes())).toBe('jpeg');
    expect(sniffBytes(webpBytes())).toBe('webp');
    expect(sniffBytes(svg())).toBe('svg');
    expect(sniffBytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniffBytes(pdfBytes())).toBe('pdf');
    expect(sniffBytes(cfbBytes())).toBe('cfb');
    expect(sniffBytes(docxBytes())).toBe('docx');
    expect(sniffBytes(pptxBytes())).toBe('pptx');
  });

  it('does not take other files for allowed ones', () => {
    expect(sniffBytes(exeBytes())).toBeNull();
    expect(sniffBytes(Buffer.from('just some text'))).toBeNull();
    expect(sniffBytes(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(sniffBytes(Buffer.alloc(0))).toBeNull();
    // A ZIP that is not an Office package, and a broken one.
    expect(sniffBytes(zipBytes({ 'a.txt': 'hello' }))).toBeNull();
    expect(sniffBytes(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' }))).toBeNull();
    expect(sniffBytes(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
    expect(sniffBytes(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    // UTF-16 or binary junk is not SVG text.
    expect(sniffBytes(Buffer.from([0xff, 0xfe, 0x3c, 0x00]))).toBeNull();
  });

  it('flags SVGs that could run script or fetch from elsewhere', () => {
    for (const body of [
      '<script>alert(1)</script>',
      '<rect onload="alert(1)"/>',
      '<rect\nONCLICK = "x()"/>',
      '<a href="javascript:alert(1)"><rect/></a>',
      '<a href="jav&#x61;script:alert(1)"><rect/></a>',
      '<a xlink:href="java\tscript:alert(1)"><rect/></a>',
      '<foreignObject><div/></foreignObject>',
      '<image href="https://tracker.example/p.png"/>',
      '<rect style="fill:url(https://evil.example/x)"/>',
      '<style>@import "https://evil.example/x.css";</style>',
    ]) {
      expect(sniffBytes(svg(body)), body).toBe('unsafe-svg');
    }
    expect(sniffBytes(Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>'))).not.toBe('svg');
  });

  it('accepts plain SVG with gradients and in-document links', () => {
    expect(
      sniffBytes(svg('<defs><linearGradient id="g"/></defs><rect fill="url(\'#g\')"/><use href="#g"/>')),
    ).toBe('svg');
    expect(
      sniffBytes(Buffer.from('\uFEFF<!-- logo -->\n<svg viewBox="0 0 1 1"><text>based on data</text></svg>')),
    ).toBe('svg');
  });
});

describe('checkUpload', () => {
  const accept = (field: Parameters<typeof checkUpload>[0], name: string, bytes: Uint8Array, type = '') =>
    checkUpload(field, { name, type, bytes });

  it('accepts every allowed type in its field and names the stored file after the bytes', () => {
    expect(accept('companyLogo', 'Logo.PNG', pngBytes())).toEqual({
      ok: true,
      upload: { mediaType: 'image/png', fileName: 'Logo.png' },
    });
    expect(accept('companyLogo', 'a.jpeg', jpegBytes())).toMatchObject({ ok: true });
    expect(accept('companyLogo', 'a.webp', webpBytes())).toMatchObject({ ok: true });
    expect(accept('companyLogo', 'a.svg', svg())).toMatchObject({
      ok: true,
      upload: { mediaType: 'image/svg+xml' },
    });
    for (const field of ['companyDocuments', 'whitepaper'] as const) {
      expect(accept(field, 'a.pdf', pdfBytes())).toMatchObject({ ok: true });
      expect(accept(field, 'a.doc', cfbBytes())).toMatchObject({
        ok: true,
        upload: { mediaType: 'application/msword' },
      });
      expect(accept(field, 'a.ppt', cfbBytes())).toMatchObject({
        ok: true,
        upload: { mediaType: 'application/vnd.ms-powerpoint' },
      });
      expect(accept(field, 'a.docx', docxBytes())).toMatchObject({ ok: true });
      expect(accept(field, 'a.pptx', pptxBytes())).toMatchObject({ ok: true });
    }
  });

  it('adds the right extension to a name without one', () => {
    expect(accept('whitepaper', 'deck', pdfBytes())).toMatchObject({ upload: { fileName: 'deck.pdf' } });
    expect(accept('whitepaper', 'old deck', cfbBytes(), 'application/vnd.ms-powerpoint')).toMatchObject({
      upload: { fileName: 'old_deck.ppt' },
    });
  });

  it('refuses a document as a logo and an image as a document', () => {
    expect(accept('companyLogo', 'logo.pdf', pdfBytes())).toEqual({
      ok: false,
      message: 'File must be JPG, PNG, SVG, or WebP',
    });
    expect(accept('whitepaper', 'paper.png', pngBytes())).toEqual({
      ok: false,
      message: 'File must be PDF, DOC, DOCX, PPT, or PPTX',
    });
  });

  it('refuses a name that lies about the bytes', () => {
    expect(accept('companyLogo', 'logo.png', pdfBytes(), 'image/png')).toMatchObject({ ok: false });
    expect(accept('companyLogo', 'logo.png', jpegBytes())).toMatchObject({ ok: false });
    expect(accept('companyDocuments', 'doc.png', pdfBytes())).toMatchObject({
      ok: false,
      message: 'File must be PDF, DOC, DOCX, PPT, or PPTX',
    });
    expect(accept('companyDocuments', 'setup.pdf', exeBytes(), 'application/pdf')).toMatchObject({
      ok: false,
    });
    expect(accept('companyDocuments', 'sheet.xls', cfbBytes())).toMatchObject({ ok: false });
    expect(accept('companyDocuments', 'noext', cfbBytes())).toMatchObject({ ok: false });
    expect(accept('companyDocuments', 'a.docx', pptxBytes())).toMatchObject({ ok: false });
  });

  it('refuses unsafe SVG with its own message', () => {
    expect(accept('companyLogo', 'x.svg', svg('<script>1</script>'))).toEqual({
      ok: false,
      message: unsafeSvgMessage,
    });
  });

  it('allows exactly the limit and refuses one byte more', () => {
    expect(accept('companyLogo', 'big.png', pngBytes({ padTo: 5 * MB }))).toMatchObject({ ok: true });
    expect(accept('companyLogo', 'big.png', pngBytes({ padTo: 5 * MB + 1 }))).toEqual({
      ok: false,
      message: 'File size must be less than 5MB',
    });
    expect(accept('whitepaper', 'big.pdf', pdfBytes({ padTo: 10 * MB }))).toMatchObject({ ok: true });
    expect(accept('whitepaper', 'big.pdf', pdfBytes({ padTo: 10 * MB + 1 }))).toEqual({
      ok: false,
      message: 'File size must be less than 10MB',
    });
  });
});
