import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '~/shared/errors';
import { createTestContext, type TestContext } from '../../test/harness';
import { applicationCount, buildForm, submit, validValues } from './test-support';

/*
 * Issue 12 item 2: the spec's required/length rules hold on the value that would be stored, so
 * text made only of control characters or whitespace is refused, naming the field, storing nothing.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { SUBMISSION_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

describe('blank applications are refused', () => {
  const cases: { title: string; values: Record<string, string>; fields: Record<string, string> }[] = [
    {
      title: 'refuses names and a description made of control characters',
      values: { projectName: '\0\0\0', contactName: '\x01\x02', description: '\x07'.repeat(50) },
      fields: {
        projectName: 'Project name must not contain control characters',
        contactName: 'Contact name must not contain control characters',
        description: 'Project description must not contain control characters',
      },
    },
    {
      title: 'counts length on the normalised value',
      values: { projectName: ' \t\n ', contactName: 'A  \n ', description: `short ${' '.repeat(60)}text` },
      fields: {
        projectName: 'Project name is required',
        contactName: 'Contact name must be at least 2 characters long',
        description: 'Project description must be at least 50 characters long',
      },
    },
    {
      title: 'refuses a control character in an optional field, an e-mail or a URL',
      values: { keyPersonnel: 'Ada\u0000', contactEmail: 'a\u0000@example.com', websiteUrl: 'a\u001b.com' },
      fields: {
        keyPersonnel: 'Key personnel must not contain control characters',
        contactEmail: 'Contact email must not contain control characters',
        websiteUrl: 'Website must not contain control characters',
      },
    },
  ];
  for (const { title, values, fields } of cases) {
    it(title, async () => {
      const res = await submit(t, buildForm(validValues(values)));
      const body = (await res.json()) as ApiErrorBody;
      expect(res.status).toBe(400);
      expect(body.error.fields).toEqual(fields);
      expect(await applicationCount(t)).toBe(0);
    });
  }
});
