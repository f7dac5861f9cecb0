import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { TeamRole } from '~/shared/schemas/project-members';
import type { Db } from '../client';
import { DEMO_MEMBER_EMAIL } from './demo-logins';
import {
  incubatedProjects,
  invitations,
  messageReads,
  projectCommunications,
  projectMilestones,
  projectTeamMemberKey,
  projectTeamMembers,
  profitSharingDistributions,
  projectRevenueTargets,
  users,
} from '../schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const milestoneTemplate = [
  { title: 'Legal entity and token plan agreed', dueDay: 20 },
  { title: 'Smart-contract audit booked', dueDay: 35 },
  { title: 'Testnet launch on Fuji', dueDay: 55 },
  { title: 'Community of 1,000 members', dueDay: 75 },
  { title: 'Mainnet launch on Avalanche', dueDay: 95 },
];

/** Days into the programme for the demo projects, oldest first: every state of the timeline. */
const programmeDays = [88, 47, 12, 104, 63, -5, 30, 71, 5, 95];

/** Teammates of the founders' projects (shown on the Team tab; they have no login). */
const teammates: { name: string; role: TeamRole }[][] = [
  [
    { name: 'Maya Chen', role: 'co-founder' },
    { name: 'Tomás Rivera', role: 'developer' },
    { name: 'Ines Okafor', role: 'designer' },
    { name: 'Sven Lind', role: 'advisor' },
    { name: 'Priya Nair', role: 'member' },
  ],
  [
    { name: 'Leo Marchetti', role: 'developer' },
    { name: 'Hana Sato', role: 'advisor' },
  ],
];

/** Open invitations into those projects, waiting for an answer. */
const openInvitations: { email: string; role: TeamRole }[][] = [
  [
    { email: 'new.engineer@demo.hatchery.local', role: 'developer' },
    { email: 'board.advisor@demo.hatchery.local', role: 'advisor' },
  ],
  [{ email: 'brand.designer@demo.hatchery.local', role: 'designer' }],
];

const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .replace(/ /g, '.')}@demo.hatchery.local`;

/** A token nobody knows: the demo's invitations are listed, never accepted. */
const unguessableHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/**
 * `npm run demo`: programme start dates at different days, milestones ticked up to today, and
 * message threads (unread, replied, archived) for the projects that have an owner, and revenue
 * targets (active and achieved) with profit-sharing distributions for the projects furthest along.
 * Runs once.
 */
export async function seedDemoProgramme(db: Db, now = new Date()): Promise<void> {
  if ((await db.$count(projectMilestones)) > 0) return;
  const projects = await db
    .select({
      id: incubatedProjects.id,
      name: incubatedProjects.name,
      createdBy: incubatedProjects.createdBy,
    })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.isActive, true))
    .orderBy(asc(incubatedProjects.createdAt), asc(incubatedProjects.id));
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'super_admin']), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt))
    .limit(2);
  const admin = admins[0];
  // Milestones of alternate projects are ticked by different admins, so 'marked by' varies.
  const tickerOf = (i: number) => admins[i % Math.max(admins.length, 1)]?.id ?? null;

  for (const [i, project] of projects.entries()) {
    const day = programmeDays[i % programmeDays.length]!;
    const start = new Date(now.getTime() - (day - 1) * DAY_MS);
    await db
      .update(incubatedProjects)
      .set({ onboardingDate: isoDay(start) })
      .where(eq(incubatedProjects.id, project.id));
    await db.insert(projectMilestones).values(
      milestoneTemplate.map((m) => {
        // One milestone of the second project is overdue, so the Programme tab shows that state too.
        const done = m.dueDay <= day && !(i === 1 && m.dueDay === 35);
        return {
          projectId: project.id,
          title: m.title,
          dueDay: m.dueDay,
          doneAt: done ? new Date(start.getTime() + (m.dueDay - 2) * DAY_MS) : null,
          doneBy: done ? tickerOf(i) : null,
        };
      }),
    );
  }

  const owned = projects.filter((p) => p.createdBy);
  await seedDemoTeams(db, owned, projects.find((p) => !p.createdBy) ?? null, admin?.id ?? null, now);
  for (const [i, project] of owned.entries()) {
    const founder = project.createdBy!;
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 60 * 60 * 1000);
    const team = await db
      .select({ userId: projectTeamMembers.userId, email: users.email })
      .from(projectTeamMembers)
      .innerJoin(users, eq(users.id, projectTeamMembers.userId))
      .where(and(eq(projectTeamMembers.projectId, project.id), ne(projectTeamMembers.userId, founder)))
      .orderBy(asc(projectTeamMembers.createdAt));
    // Each member reads the admins' replies for themselves: on the second project the team member
    // (the demo login, else the first teammate) has read the newest reply and its founder has not.
    const earlyReader = i === 0 ? undefined : (team.find((m) => m.email === DEMO_MEMBER_EMAIL) ?? team[0]);
    const thread = [
      {
        senderId: founder,
        messageType: 'message' as const,
        subject: 'Audit partner introduction',
        messageContent: `Could you introduce ${project.name} to one of the audit firms you work with? We would like to book the audit before our testnet launch.`,
        priority: 'high' as const,
        status: 'replied' as const,
        createdAt: at(72),
        readAt: at(70),
      },
      {
        senderId: admin?.id ?? founder,
        messageType: 'reply' as const,
        subject: 'Re: Audit partner introduction',
        messageContent: 'Happy to. I have copied two firms on an e-mail; both can start within three weeks.',
        priority: 'medium' as const,
        status: 'read' as const,
        createdAt: at(69),
        readAt: at(60),
      },
      {
        senderId: founder,
        messageType: 'message' as const,
        subject: 'Office hours this week',
        messageContent: 'Thanks for the session on tokenomics. The notes are in our shared folder.',
        priority: 'low' as const,
        status: 'archived' as const,
        createdAt: at(48),
        readAt: at(47),
      },
      {
        senderId: founder,
        messageType: 'message' as const,
        subject: i === 0 ? 'Validator outage on Fuji' : 'Demo day slot',
        messageContent:
          i === 0
            ? 'Our Fuji validator has been down since this morning and the testnet launch is in two days. Can someone from the infrastructure team help?'
            : 'Is there still a slot for us on demo day? We would like ten minutes.',
        priority: i === 0 ? ('urgent' as const) : ('medium' as const),
        // The first founder's urgent question waits for the admins; the others have been answered.
        status: i === 0 ? ('unread' as const) : ('replied' as const),
        createdAt: at(i === 0 ? 30 : 5),
        readAt: i === 0 ? null : at(4),
      },
      // ...with an answer their founder has not read yet (the dashboard's unread badge), though
      // one teammate has: so the admins see it 'Read'.
      ...(i === 0
        ? []
        : [
            {
              senderId: admin?.id ?? founder,
              messageType: 'reply' as const,
              subject: 'Re: Demo day slot',
              messageContent:
                'Yes: you have the 10:40 slot on demo day, ten minutes plus five for questions. Send us your deck by Wednesday.',
              priority: 'medium' as const,
              status: earlyReader ? ('read' as const) : ('unread' as const),
              createdAt: at(2),
              readAt: earlyReader ? at(1) : null,
            },
          ]),
    ];
    // Older replies were read by the whole team; the newest one only by the early reader.
    const readersOf = (k: number) =>
      k === thread.length - 1 && earlyReader ? [earlyReader.userId] : [founder, ...team.map((m) => m.userId)];
    const rows = await db
      .insert(projectCommunications)
      .values(
        thread.map((m, k) => ({
          ...m,
          projectId: project.id,
          updatedAt: m.createdAt,
          deliveryStatus: 'delivered' as const,
          mailedAt: m.createdAt,
          readBy: !m.readAt ? null : m.messageType === 'message' ? (admin?.id ?? null) : readersOf(k)[0]!,
        })),
      )
      .returning();
    const reads = rows.flatMap((r, k) =>
      r.messageType === 'reply' && r.readAt
        ? readersOf(k).map((userId) => ({ messageId: r.id, userId, readAt: r.readAt! }))
        : [],
    );
    if (reads.length > 0) await db.insert(messageReads).values(reads);
  }

  await seedDemoRevenue(db, projects.slice(0, 5), admin?.id ?? null, now);
}

/** Revenue targets (a reached one, the next ones) and a few profit-sharing payouts per project. */
async function seedDemoRevenue(
  db: Db,
  projects: Array<{ id: string; name: string }>,
  adminId: string | null,
  now: Date,
) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const [i, project] of projects.entries()) {
    const scale = (i + 1) * 25_000;
    await db.insert(projectRevenueTargets).values([
      {
        projectId: project.id,
        targetAmount: scale,
        targetDate: isoDay(at(-40 + i * 5)),
        status: 'achieved' as const,
        achievedAt: at(-45 + i * 5),
        notes: 'First paying customers',
        createdBy: adminId,
        createdAt: at(-90),
        updatedAt: at(-45 + i * 5),
      },
      {
        projectId: project.id,
        targetAmount: scale * 4,
        targetDate: isoDay(at(60 + i * 15)),
        notes: 'Revenue after the mainnet launch',
        createdBy: adminId,
        createdAt: at(-90),
        updatedAt: at(-90),
      },
      ...(i % 2 === 0
        ? [
            {
              projectId: project.id,
              targetAmount: scale * 10,
              targetDate: isoDay(at(240)),
              notes: 'Break-even year',
              createdBy: adminId,
              createdAt: at(-30),
              updatedAt: at(-30),
            },
          ]
        : []),
    ]);
    if (i >= 3) continue;
    await db.insert(profitSharingDistributions).values(
      [35, 21, 7].slice(0, 3 - i).map((daysAgo, k) => ({
        projectId: project.id,
        amount: (12.5 * (i + 1) + k * 4.25).toFixed(2),
        tokenSymbol: i === 1 ? 'USDC' : 'AVAX',
        chainId: 43114,
        distributedAt: at(-daysAgo),
        notes: `Quarterly profit share ${k + 1} of ${project.name}`,
        createdBy: adminId,
      })),
    );
  }
}

/**
 * Teams of several roles for the founders' projects, open invitations into them, and a claim
 * invitation for a project that has no owner yet: every state of the Team tab. Plus a pending and
 * a lapsed platform invitation for the Users page.
 */
async function seedDemoTeams(
  db: Db,
  owned: { id: string }[],
  unowned: { id: string } | null,
  adminId: string | null,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + 5 * DAY_MS);
  for (const [i, project] of owned.slice(0, teammates.length).entries()) {
    for (const [j, mate] of teammates[i]!.entries()) {
      const email = emailOf(mate.name);
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const userId = existing?.id ?? randomUUID();
      if (!existing) {
        await db.insert(users).values({ id: userId, name: mate.name, email, emailVerified: true });
      }
      await db
        .insert(projectTeamMembers)
        .values({
          projectId: project.id,
          userId,
          role: mate.role,
          createdAt: new Date(now.getTime() - (30 - j * 4) * DAY_MS),
        })
        .onConflictDoNothing({ target: projectTeamMemberKey });
    }
    await db.insert(invitations).values(
      openInvitations[i]!.map((inv) => ({
        email: inv.email,
        role: 'user' as const,
        tokenHash: unguessableHash(),
        invitedBy: adminId,
        expiresAt,
        projectId: project.id,
        projectRole: inv.role,
      })),
    );
  }
  // The Users page: one platform invitation waiting, one lapsed to send again.
  await db.insert(invitations).values([
    {
      email: 'programme.analyst@demo.hatchery.local',
      role: 'user' as const,
      tokenHash: unguessableHash(),
      invitedBy: adminId,
      expiresAt,
    },
    {
      email: 'late.reviewer@demo.hatchery.local',
      role: 'admin' as const,
      tokenHash: unguessableHash(),
      invitedBy: adminId,
      expiresAt: new Date(now.getTime() - 3 * DAY_MS),
      createdAt: new Date(now.getTime() - 10 * DAY_MS),
    },
  ]);
  if (unowned) {
    await db.insert(invitations).values({
      email: 'claim.founder@demo.hatchery.local',
      role: 'user',
      tokenHash: unguessableHash(),
      invitedBy: adminId,
      expiresAt,
      projectId: unowned.id,
      projectRole: 'owner',
    });
  }
}
