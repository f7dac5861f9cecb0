import { eq, sql } from 'drizzle-orm';
import {
  decisionMailKinds,
  defaultDecisionMail,
  type DecisionMailKind,
  type DecisionMailTemplate,
  type DecisionMailText,
} from '~/shared/decision-mail';
import type { DbOrTx } from '../../db/client';
import { decisionMailTemplates } from '../../db/schema/index';

type Row = typeof decisionMailTemplates.$inferSelect;

const toTemplate = (kind: DecisionMailKind, row: Row | undefined): DecisionMailTemplate =>
  row
    ? {
        kind,
        subject: row.subject,
        heading: row.heading,
        body: row.body,
        customised: true,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { kind, ...defaultDecisionMail[kind], customised: false, updatedAt: null };

/** Every kind, the saved text or the built-in one, in the order of decisionMailKinds. */
export async function listDecisionTemplates({ db }: { db: DbOrTx }): Promise<DecisionMailTemplate[]> {
  const rows = await db.select().from(decisionMailTemplates);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return decisionMailKinds.map((kind) => toTemplate(kind, byKind.get(kind)));
}

/** The text a decision of this kind is sent with now. */
export async function getDecisionTemplate({
  db,
  kind,
}: {
  db: DbOrTx;
  kind: DecisionMailKind;
}): Promise<DecisionMailText> {
  const [row] = await db.select().from(decisionMailTemplates).where(eq(decisionMailTemplates.kind, kind));
  const { subject, heading, body } = toTemplate(kind, row);
  return { subject, heading, body };
}

export async function saveDecisionTemplate({
  db,
  kind,
  text,
  actorId,
}: {
  db: DbOrTx;
  kind: DecisionMailKind;
  text: DecisionMailText;
  actorId: string;
}): Promise<DecisionMailTemplate> {
  const values = { ...text, updatedBy: actorId, updatedAt: sql`now()` };
  const [row] = await db
    .insert(decisionMailTemplates)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: decisionMailTemplates.kind, set: values })
    .returning();
  return toTemplate(kind, row);
}

/** Back to the built-in text. */
export async function resetDecisionTemplate({
  db,
  kind,
}: {
  db: DbOrTx;
  kind: DecisionMailKind;
}): Promise<DecisionMailTemplate> {
  await db.delete(decisionMailTemplates).where(eq(decisionMailTemplates.kind, kind));
  return toTemplate(kind, undefined);
}
