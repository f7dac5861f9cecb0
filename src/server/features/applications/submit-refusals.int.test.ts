import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '~/shared/errors';
import { toLocalDayString } from '~/shared/schemas/applications';
import type { TestContext } from '../../test/harness';
import { exeBytes, pdfBytes, pngBytes, svgText } from '../../test/upload-fixtures';
import {
  applicationCount,
  auditRows,
  buildForm,
  storedFiles,
  submit,
  validFiles,
  validValues,
  withSubmissionContext,
} from './test-support';

let t: TestContext;
withSubmissionContext((ctx) => (t = ctx));

/** Submits and checks the refusal names `field` with `message`, and that nothing was stored. */
async function expectRefused(
  form: FormData,
  { status = 400, field, message }: { status?: number; field: string; message?: string },
) {
  const before = await applicationCount(t);
  const res = await submit(t, form);
  expect(res.status).toBe(status);
  const body = (await res.json()) as ApiErrorBody;
  expect(body.error.fields, JSON.stringify(body)).toHaveProperty(field);
  if (message) expect(body.error.fields![field]).toBe(message);
  expect(await applicationCount(t)).toBe(before);
  expect(storedFiles(t)).toEqual([]);
  return body;
}

const day = 24 * 3600 * 1000;
const inYears = (n: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() + n);
  return d;
};

describe('POST /api/applications refuses bad fields, naming each, storing nothing', () => {
  it.each(
    [
      ['projectName', '', 'Project name is required'],
      ['projectName', 'ab', 'Project name must be at least 3 characters long'],
      ['projectName', 'x'.repeat(101), 'Project name must be no more than 100 characters'],
      ['companyType', 'bank', 'Company type is required'],
      ['industry', '', 'Industry is required'],
      ['websiteUrl', 'not a url', undefined],
      ['linkedinUrl', 'example.com/acme', undefined],
      ['contactName', 'A', undefined],
      ['contactEmail', 'not-an-email', 'Please enter a valid email address (e.g., name@example.com)'],
      ['description', 'x'.repeat(49), 'Project description must be at least 50 characters long'],
      ['description', 'x'.repeat(2001), 'Project description must be no more than 2000 characters long'],
      ['problemStatement', 'too short', undefined],
      ['solution', 'short', undefined],
      ['targetMarket', 'tiny', undefined],
      ['businessModel', 'tiny', undefined],
      ['technologyStack', 'x'.repeat(1001), undefined],
      ['githubUrl', 'git hub', undefined],
      ['teamSize', '2.5', 'Team size must be a whole number'],
      ['teamSize', '-1', 'Team size cannot be negative'],
      ['teamExperience', 'x'.repeat(2001), undefined],
      ['keyPersonnel', 'x'.repeat(1001), undefined],
      ['fundingGoal', 'lots', 'Funding goal must be a valid number'],
      ['fundingGoal', '-5', 'Funding goal cannot be negative'],
      ['currentFunding', '$60,000', 'Current funding cannot exceed your funding goal'],
      ['currentFunding', '9'.repeat(30), 'Current funding is too large'],
      [
        'expectedLaunchDate',
        toLocalDayString(new Date(Date.now() - 3 * day)),
        'Launch date cannot be in the past',
      ],
      [
        'expectedLaunchDate',
        toLocalDayString(new Date(inYears(5).getTime() + 3 * day)),
        'Launch date must be within 5 years',
      ],
      ['expectedLaunchDate', '2027-02-31', 'Please enter a valid date'],
      ['milestonesNext90Days', 'x'.repeat(2001), undefined],
    ].map(([field, value, message]) => ({
      field: field!,
      value: value!,
      message,
      shown: value!.length > 24 ? `${value!.length} characters` : JSON.stringify(value),
    })),
  )('$field = $shown', async ({ field, value, message }) => {
    await expectRefused(buildForm(validValues({ [field]: value }), validFiles()), { field, message });
  });

  it('names every bad field at once, text and files together', async () => {
    const form = buildForm(validValues({ projectName: '', contactEmail: 'x' }), {
      ...validFiles(),
      companyLogo: { name: 'logo.png', bytes: pdfBytes() },
    });
    const body = await expectRefused(form, { field: 'companyLogo' });
    expect(Object.keys(body.error.fields!).sort()).toEqual(['companyLogo', 'contactEmail', 'projectName']);
    expect(body.error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a missing required field as required', async () => {
    const values = validValues();
    delete values.contactName;
    await expectRefused(buildForm(values), { field: 'contactName', message: 'Contact name is required' });
  });
});

describe('files are judged by their bytes', () => {
  it('refuses a PDF named .png as the logo', async () => {
    await expectRefused(
      buildForm(validValues(), { companyLogo: { name: 'logo.png', bytes: pdfBytes(), type: 'image/png' } }),
      {
        field: 'companyLogo',
        message: 'File must be JPG, PNG, SVG, or WebP',
      },
    );
    expect((await auditRows(t)).at(-1)!.securityFlags).toMatchObject({ event_type: 'rejected_file' });
  });

  it('refuses an executable renamed .pdf', async () => {
    await expectRefused(
      buildForm(validValues(), {
        whitepaper: { name: 'paper.pdf', bytes: exeBytes(), type: 'application/pdf' },
      }),
      { field: 'whitepaper', message: 'File must be PDF, DOC, DOCX, PPT, or PPTX' },
    );
  });

  it('refuses an empty document as empty, not as a wrong format', async () => {
    await expectRefused(
      buildForm(validValues(), {
        companyDocuments: { name: 'overview.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' },
      }),
      { field: 'companyDocuments', message: 'File is empty. Please choose the file again' },
    );
  });

  it('refuses an SVG logo that carries script', async () => {
    const svg = Buffer.from(svgText('<script>alert(document.cookie)</script>'));
    await expectRefused(
      buildForm(validValues(), { companyLogo: { name: 'logo.svg', bytes: svg, type: 'image/svg+xml' } }),
      {
        field: 'companyLogo',
      },
    );
  });

  it('refuses an oversized logo and document with 413 and the spec message', async () => {
    await expectRefused(
      buildForm(validValues(), {
        companyLogo: { name: 'big.png', bytes: pngBytes({ padTo: 5 * 1024 * 1024 + 1 }) },
      }),
      {
        status: 413,
        field: 'companyLogo',
        message: 'File size must be less than 5MB',
      },
    );
    await expectRefused(
      buildForm(validValues(), {
        companyDocuments: { name: 'big.pdf', bytes: pdfBytes({ padTo: 10 * 1024 * 1024 + 1 }) },
      }),
      { status: 413, field: 'companyDocuments', message: 'File size must be less than 10MB' },
    );
  });

  it('refuses a file in a field that takes none', async () => {
    await expectRefused(buildForm(validValues(), { avatar: { name: 'a.png', bytes: pngBytes() } }), {
      field: 'avatar',
    });
  });
});

describe('the body is read within limits', () => {
  it('cuts an oversized upload off while streaming, without reading it all', async () => {
    const boundary = 'hatchery-stream-test';
    const head = Buffer.from(
      Object.entries(validValues())
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="companyLogo"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const total = 200 * 1024 * 1024;
    let pulled = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) {
          pulled += head.length;
          controller.enqueue(new Uint8Array(head));
        } else if (pulled < total) {
          pulled += chunk.length;
          controller.enqueue(new Uint8Array(chunk));
        } else controller.close();
      },
    });
    const res = await submit(t, source, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.status).toBe(413);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.fields).toEqual({ companyLogo: 'File size must be less than 5MB' });
    expect(pulled).toBeLessThan(6 * 1024 * 1024);
    expect(await applicationCount(t)).toBe(0);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const req = new Request('http://localhost/api/applications', {
      method: 'POST',
      headers: {
        origin: t.config.PUBLIC_URL,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(100 * 1024 * 1024),
      },
      body: '--x--\r\n',
    });
    const res = await t.app.fetch(req);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.request('/api/applications', { method: 'POST', json: validValues() });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a cross-site origin as a security error', async () => {
    const res = await submit(t, buildForm(validValues()), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const { error } = (await res.json()) as ApiErrorBody;
    expect(error.code).toBe('SECURITY_ERROR');
    expect(error.message).toBe(
      'SECURITY_ERROR: Unable to submit application. Please try refreshing the page and submitting again.',
    );
    expect(await applicationCount(t)).toBe(0);
  });
});
