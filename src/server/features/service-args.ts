import type { z } from 'zod';
import type { DbOrTx } from '../db/client';

/** The parameter shapes CRUD services share, so each signature states only what differs. */
export type ById = { db: DbOrTx; id: string };
export type WithInput<S extends z.ZodType> = { db: DbOrTx; input: z.output<S> };
export type UpdateById<S extends z.ZodType> = ById & { input: z.output<S> };
export type CreatedBy<S extends z.ZodType> = WithInput<S> & { userId: string | null };
/** A service about one project's part: its sources, milestones or team. */
export type ByProject = { db: DbOrTx; projectId: string };
/** A row by id for the signed-in caller, whose own it must be. */
export type OwnById = ById & { userId: string };
/** The signed-in caller's part in one application: their review, their recusal. */
export type CallerOnApplication = { db: DbOrTx; userId: string; applicationId: string };
