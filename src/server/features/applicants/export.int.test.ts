import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;

withSignedIn(['admin'], (ctx, users) => {
  [t, [admin]] = [ctx, users];
});

async function exportCsv(query: string) {
  const res = await t.request(`/api/admin/applications/export.csv${query}`, { headers: admin.headers });
  expect(res.status).toBe(200);
  // ignoreBOM keeps the byte-order mark, which res.text() would strip.
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

describe('GET /api/admin/applications/export.csv', () => {
  it('writes every field with RFC 4180 quoting, CRLF lines and formula cells escaped', async () => {
    const evil = await createApplication(t.db, {
      name: '=HYPERLINK("http://evil.example","Click")',
      contactName: '@Mallory, "the" tester',
      industry: 'social',
      description: 'line one\r\nline two\nline three',
      problemStatement: '+cmd|calc',
      solution: '-2+3',
      targetMarket: '\tTabbed',
      businessModel: 'Plain, with comma',
      totalCapitalTarget: 750000,
      teamSize: 3,
      socialLinks: { github: 'https://github.com/evil' },
    });
    await createApplication(t.db, { industry: 'defi', name: 'Filtered Out' });

    const { res, text } = await exportCsv('?industry=social');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const body = text.slice(1);
    expect(body.endsWith('\r\n')).toBe(true);

    const header = body.slice(0, body.indexOf('\r\n')).split(',');
    for (const column of [
      'id',
      'name',
      'status',
      'contact_email',
      'description',
      'total_capital_target',
      'social_github',
      'created_at',
      'is_read',
    ]) {
      expect(header).toContain(column);
    }
    expect(header).not.toContain('idempotency_key');
    expect(body).not.toContain('Filtered Out');

    expect(body).toContain(
      `${evil.id},"'=HYPERLINK(""http://evil.example"",""Click"")",submitted,"'@Mallory, ""the"" tester",`,
    );
    expect(body).toContain('"line one\r\nline two\nline three"');
    expect(body).toContain(",'+cmd|calc,'-2+3,'\tTabbed,\"Plain, with comma\",");
    expect(body).toContain(',750000,');
    expect(body).toContain(',https://github.com/evil,');
    // Header + one row; the description's line breaks are inside quotes.
    const rowStarts = body.split('\r\n').filter((line) => /^[0-9a-f]{8}-/.test(line));
    expect(rowStarts).toHaveLength(1);
  });

  it('applies the same filters and order as the list', async () => {
    for (let i = 0; i < 3; i++) await createApplication(t.db, { industry: 'enterprise', name: `Ent ${i}` });
    const { text } = await exportCsv('?industry=enterprise&sort=name&dir=desc');
    const names = [...text.matchAll(/,(Ent \d),/g)].map((m) => m[1]);
    expect(names).toEqual(['Ent 2', 'Ent 1', 'Ent 0']);
    const list = await (
      await t.request('/api/admin/applications?industry=enterprise&sort=name&dir=desc', {
        headers: admin.headers,
      })
    ).json();
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(names);
  });

  it('refuses bad filters naming the field', async () => {
    const res = await t.request('/api/admin/applications/export.csv?status=nope', { headers: admin.headers });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty('status');
  });
});
