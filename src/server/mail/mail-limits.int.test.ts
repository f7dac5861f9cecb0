import { and, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectTeam } from '~/shared/schemas/project-members';
import { createApp } from '../app';
import { invitations, mailOutbox, mailRateLimits, projectCommunications } from '../db/schema/index';
import { signUpAs, type SignedIn } from '../test/auth';
import { createProject, uniqueEmail } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { joinTeam } from '../test/invitations';
import { createMail } from './send-mail';

/*
 * The site is not a mail relay (issue 35): whatever sends mail counts against a limit kept in the
 * database, answers 429 with Retry-After past it, and re-sends nothing to an inbox that has just
 * been mailed.
 */

let t: TestContext;
let admin: SignedIn;
let otherAdmin: SignedIn;
beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpAs(t, { role: 'admin' });
  otherAdmin = await signUpAs(t, { role: 'admin' });
});
afterAll(() => t?.close());

const post = (path: string, who: SignedIn, json: unknown, app = t.app) =>
  app.request(path, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
const invite = (projectId: string, by: SignedIn, email: string, role = 'developer', app = t.app) =>
  post(`/api/projects/${projectId}/team`, by, { email, role }, app);

/** Mails in the outbox whose subject starts with `prefix`, to `to` or to anyone. */
const mailsLike = async (prefix: string, to?: string) =>
  t.db.$count(
    mailOutbox,
    and(like(mailOutbox.subject, `${prefix}%`), to ? eq(mailOutbox.to, to) : undefined),
  );

type LimitBody = { error: { code: string; message: string; retryAfterSeconds: number } };

/** A 429 as the spec words it, with the wait as a header, a number and in words. */
async function expectLimited(res: Response, action: string, maxSeconds: number) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxSeconds);
  const body = (await res.json()) as LimitBody;
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.retryAfterSeconds).toBe(wait);
  expect(body.error.message).toMatch(
    new RegExp(
      `^Too many requests\\. Please wait a moment and try again\\. You can ${action} again in \\d+ (second|minute|hour)s?( \\d+ minutes?)?\\.$`,
    ),
  );
}

async function founderWithProject(name?: string) {
  const founder = await signUpAs(t);
  const project = await createProject(t.db, { createdBy: founder.user.id, ...(name ? { name } : {}) });
  return { founder, project };
}

describe('team invitations', () => {
  it('a founder sends 10 an hour; the 11th to 30th get 429 with Retry-After and mail nothing', async () => {
    const { founder, project } = await founderWithProject();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await invite(project.id, founder, uniqueEmail(`flood${i}`));
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(429)]);
    await expectLimited(refused!, 'send team invitations', 3600);
    expect(await t.db.$count(invitations, eq(invitations.projectId, project.id))).toBe(10);
    expect(await t.db.$count(mailOutbox, like(mailOutbox.to, 'flood%'))).toBe(10);
    // The limit is the founder's over all their projects: a second project does not reset it.
    const second = await createProject(t.db, { createdBy: founder.user.id });
    expect((await invite(second.id, founder, uniqueEmail('elsewhere'))).status).toBe(429);
    // Counted in the database, where every instance reads it.
    const [row] = await t.db
      .select()
      .from(mailRateLimits)
      .where(eq(mailRateLimits.key, `teamInvitesByMember:${founder.user.id}`));
    expect(row?.points).toBe(10);
  });

  it('holds across instances: two app instances over one database share the count', async () => {
    const { founder, project } = await founderWithProject();
    // Another process: its own mail part and limiter objects, the same database.
    const other = createApp({
      ...t.deps,
      mail: createMail({ config: t.config, database: t.database, logger: pino({ level: 'silent' }) }),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await invite(
        project.id,
        founder,
        uniqueEmail(`shared${i}`),
        'member',
        i % 2 ? other : t.app,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(await t.db.$count(mailOutbox, like(mailOutbox.to, 'shared%'))).toBe(10);
  });

  it('a re-invite of a pending address within 10 minutes answers the same and mails nothing', async () => {
    const { founder, project } = await founderWithProject();
    const email = uniqueEmail('again');
    const answers: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await invite(project.id, founder, email);
      expect(res.status).toBe(201);
      answers.push(await res.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsLike('Join', email)).toBe(1);
    // Another role is written onto the open invitation, still without a mail.
    const changed = await invite(project.id, founder, email, 'designer');
    expect(changed.status).toBe(201);
    expect(await changed.json()).toMatchObject({ invitation: { role: 'designer' } });
    const team = (await (
      await t.request(`/api/projects/${project.id}/team`, { headers: founder.headers })
    ).json()) as ProjectTeam;
    expect(team.invitations.filter((i) => i.email === email)).toEqual([
      expect.objectContaining({ role: 'designer' }),
    ]);
    expect(await mailsLike('Join', email)).toBe(1);
    // None of it counted: the founder still has 9 invitations this hour.
    for (let i = 0; i < 9; i++)
      expect((await invite(project.id, founder, uniqueEmail('fresh'))).status).toBe(201);
    expect((await invite(project.id, founder, uniqueEmail('fresh'))).status).toBe(429);

    // Ten minutes on, inviting again re-sends the invitation (a new link).
    await t.db
      .update(invitations)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(invitations.email, email));
    await t.db.delete(mailRateLimits).where(eq(mailRateLimits.key, `teamInvitesByMember:${founder.user.id}`));
    expect((await invite(project.id, founder, email)).status).toBe(201);
    expect(await mailsLike('Join', email)).toBe(2);
  });

  it('a project takes 20 invitations a day, whoever sends them; then 429 until the day is over', async () => {
    const project = await createProject(t.db, { createdBy: null });
    for (let i = 0; i < 20; i++) {
      const by = i % 2 ? admin : otherAdmin;
      expect((await invite(project.id, by, uniqueEmail(`daily${i}`))).status).toBe(201);
    }
    const over = await invite(project.id, admin, uniqueEmail('daily-over'));
    await expectLimited(over, 'invite people to this project', 24 * 3600);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await t.db.$count(invitations, eq(invitations.projectId, project.id))).toBe(20);
    expect(await t.db.$count(mailOutbox, like(mailOutbox.to, 'daily%'))).toBe(20);
    // Another project is not affected.
    const other = await createProject(t.db, { createdBy: null });
    expect((await invite(other.id, admin, uniqueEmail('daily-elsewhere'))).status).toBe(201);
  });
});

describe('invitations by admins', () => {
  const platformInvite = (by: SignedIn, email: string, role = 'user') =>
    post('/api/admin/invitations', by, { email, role });

  it('an admin sends 20 an hour, then 429; a re-invite within 10 minutes mails nothing', async () => {
    const inviter = await signUpAs(t, { role: 'admin' });
    const email = uniqueEmail('platform-again');
    const first = await platformInvite(inviter, email);
    expect(first.status).toBe(201);
    const again = await platformInvite(inviter, email);
    expect(again.status).toBe(201);
    expect((await again.json()).invitation.id).toBe((await first.json()).invitation.id);
    expect(await mailsLike("You're invited", email)).toBe(1);

    for (let i = 1; i < 20; i++)
      expect((await platformInvite(inviter, uniqueEmail(`platform${i}`))).status).toBe(201);
    const over = await platformInvite(inviter, uniqueEmail('platform-over'));
    await expectLimited(over, 'send invitations', 3600);
    expect(await t.db.$count(mailOutbox, like(mailOutbox.to, 'platform%'))).toBe(20);
    expect(await t.db.$count(invitations, like(invitations.email, 'platform-over%'))).toBe(0);
  });
});

describe("messages and the admins' 'New message' mail", () => {
  const message = (projectId: string, who: SignedIn, subject: string) =>
    post(`/api/projects/${projectId}/messages`, who, { subject, messageContent: 'Hello there' });
  const newMessageMails = (to: string) => mailsLike('New message from', to);

  it('30 messages in a burst: 10 stored, then 429; one mail per admin, again once they read it', async () => {
    const { founder, project } = await founderWithProject();
    const teammate = await signUpAs(t);
    await joinTeam(t, { projectId: project.id, who: teammate, by: founder });
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await message(project.id, founder, `Burst ${i}`);
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(429)]);
    await expectLimited(refused!, 'send messages in this thread', 60);
    expect(await t.db.$count(projectCommunications, eq(projectCommunications.projectId, project.id))).toBe(
      10,
    );
    // The thread holds every message; each admin got one notice for the burst, not ten.
    expect(await newMessageMails(admin.email)).toBe(1);
    expect(await newMessageMails(otherAdmin.email)).toBe(1);

    // Still unread: a teammate's message joins the same notice.
    expect((await message(project.id, teammate, 'Also')).status).toBe(201);
    expect(await newMessageMails(admin.email)).toBe(1);
    // Once an admin has read the thread, the next message mails every admin again.
    expect((await post(`/api/projects/${project.id}/messages/read`, admin, {})).status).toBe(200);
    expect((await message(project.id, teammate, 'After reading')).status).toBe(201);
    expect(await newMessageMails(admin.email)).toBe(2);
    expect(await newMessageMails(otherAdmin.email)).toBe(2);
  });

  it('unread messages older than 10 minutes no longer hold the notice back', async () => {
    const { founder, project } = await founderWithProject();
    expect((await message(project.id, founder, 'First')).status).toBe(201);
    expect((await message(project.id, founder, 'Second')).status).toBe(201);
    expect(await newMessageMails(admin.email)).toBeGreaterThan(0);
    const before = await newMessageMails(admin.email);
    await t.db
      .update(projectCommunications)
      .set({ createdAt: sql`${projectCommunications.createdAt} - interval '11 minutes'` })
      .where(eq(projectCommunications.projectId, project.id));
    expect((await message(project.id, founder, 'Third')).status).toBe(201);
    expect(await newMessageMails(admin.email)).toBe(before + 1);
  });

  it("admin replies: one notice per member per burst, again after that member's own reading", async () => {
    const { founder, project } = await founderWithProject();
    const teammate = await signUpAs(t);
    await joinTeam(t, { projectId: project.id, who: teammate, by: founder });
    const replies = (to: string) => mailsLike('The Hatchery team wrote about', to);
    for (let i = 0; i < 3; i++) expect((await message(project.id, admin, `Reply ${i}`)).status).toBe(201);
    expect(await replies(founder.email)).toBe(1);
    expect(await replies(teammate.email)).toBe(1);
    // The founder reads; the teammate does not: only the founder is mailed about the next reply.
    expect((await post(`/api/projects/${project.id}/messages/read`, founder, {})).status).toBe(200);
    expect((await message(project.id, otherAdmin, 'Reply 3')).status).toBe(201);
    expect(await replies(founder.email)).toBe(2);
    expect(await replies(teammate.email)).toBe(1);
  });
});

describe('subjects carry user-chosen text quoted', () => {
  it('a project name with quotes, CR/LF and control characters is quoted on one line and cut short', async () => {
    const name = `Evil "Co"\r\nBcc: victim@example.com\u0007\u202e ${'x'.repeat(120)}`;
    const { founder, project } = await founderWithProject(name);
    const email = uniqueEmail('quoted');
    expect((await invite(project.id, founder, email)).status).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.subject).toMatch(/^Join “Evil "Co" Bcc: victim@example\.com x+…” on Hatchery$/);
    // eslint-disable-next-line no-control-regex
    expect(mail!.subject).not.toMatch(/[\r\n\u0000-\u001f\u202e]/);
    expect(mail!.subject.length).toBeLessThanOrEqual('Join “” on Hatchery'.length + 60);
    expect(mail!.html).not.toContain('\r\nBcc');

    // The 'New message' notice quotes the project's name and the message's subject.
    expect(
      (
        await post(`/api/projects/${project.id}/messages`, founder, {
          subject: 'Re: "urgent" payment',
          messageContent: 'x',
          priority: 'urgent',
        })
      ).status,
    ).toBe(201);
    const [notice] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, admin.email), like(mailOutbox.subject, '%payment%')));
    expect(notice!.subject).toMatch(
      /^\[Urgent\] New message from “Evil "Co" Bcc: .+…”: “Re: "urgent" payment”$/,
    );
    expect(notice!.subject).not.toMatch(/[\r\n]/);
  });
});
