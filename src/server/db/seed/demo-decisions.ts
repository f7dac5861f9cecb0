import { randomBytes, createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { defaultDecisionMail } from '~/shared/decision-mail';
import type { DbOrTx } from '../client';
import {
  applicationChangeRequests,
  applicationStatusHistory,
  decisionMailTemplates,
  heldDecisions,
  incubatorApplications,
} from '../schema/index';

/**
 * Issue 16's states in the demo: Lumen Carbon waits for the applicant's changes (its link was
 * "mailed", so only its hash exists here), Common Ground DAO has a held approval, and the approval
 * e-mail carries the programme's own words.
 */
export async function seedDemoDecisions(tx: DbOrTx): Promise<void> {
  const rows = await tx
    .select({ id: incubatorApplications.id, email: incubatorApplications.contactEmail })
    .from(incubatorApplications)
    .where(
      inArray(incubatorApplications.contactEmail, [
        'tomas@lumencarbon.example',
        'elena@commonground.example',
      ]),
    );
  const idOf = (email: string) => rows.find((r) => r.email === email)?.id;

  const lumen = idOf('tomas@lumencarbon.example');
  if (lumen) {
    const message =
      'Please add how satellite verification is audited, and who buys the credits today (letters of intent are fine).';
    await tx.insert(applicationStatusHistory).values([
      { applicationId: lumen, fromStatus: 'submitted', toStatus: 'under_review', note: null },
      {
        applicationId: lumen,
        fromStatus: 'under_review',
        toStatus: 'changes_requested',
        note: 'Strong team; verification unclear.',
      },
    ]);
    await tx.insert(applicationChangeRequests).values({
      applicationId: lumen,
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      message,
      expiresAt: sql`now() + interval '11 days'`,
    });
  }

  const commonGround = idOf('elena@commonground.example');
  if (commonGround) {
    await tx.insert(heldDecisions).values({
      applicationId: commonGround,
      fromStatus: 'under_review',
      toStatus: 'approved',
      message: 'We would love to start with your pilot neighbourhood in the next cohort.',
      note: 'Committee vote: 4 to 1.',
    });
  }

  const approved = defaultDecisionMail.approved;
  await tx
    .insert(decisionMailTemplates)
    .values({
      kind: 'approved',
      subject: approved.subject,
      heading: approved.heading,
      body: approved.body.replace(
        'Someone from our team',
        'Your programme lead will introduce themselves within two working days; someone from our team',
      ),
    })
    .onConflictDoNothing();
}
