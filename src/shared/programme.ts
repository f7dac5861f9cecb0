import { z } from 'zod';

/** The 100-day programme (spec sections 1 and 9): Foundation 1-30, Development 31-70, Launch 71-100. */
export const PROGRAMME_DAYS = 100;

export const programmePhases = [
  { key: 'foundation', label: 'Foundation', from: 1, to: 30 },
  { key: 'development', label: 'Development', from: 31, to: 70 },
  { key: 'launch', label: 'Launch', from: 71, to: 100 },
] as const;

export type ProgrammePhase = (typeof programmePhases)[number];

/** Where a project stands in the programme, as the management list, profile and team dashboard carry it. */
export const programmeStatusResponse = z.object({
  /** 1-100 inside the programme; 0 before its start; above 100 once finished; null without a start date. */
  day: z.number().int().nullable(),
  state: z.enum(['unscheduled', 'not_started', 'running', 'completed']),
  phase: z
    .object({
      key: z.enum(['foundation', 'development', 'launch']),
      label: z.string(),
      from: z.number(),
      to: z.number(),
    })
    .nullable(),
  /** Share of the 100 days behind the project, 0-100. */
  percent: z.number(),
});
export type ProgrammeStatus = z.output<typeof programmeStatusResponse>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Day 1 is the start date itself, counted in UTC calendar days. */
export function programmeStatus(startDate: string | null, today: Date = new Date()): ProgrammeStatus {
  if (!startDate) return { day: null, state: 'unscheduled', phase: null, percent: 0 };
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const day = Math.floor((now - start) / DAY_MS) + 1;
  if (day < 1) return { day: 0, state: 'not_started', phase: null, percent: 0 };
  if (day > PROGRAMME_DAYS) return { day, state: 'completed', phase: null, percent: 100 };
  const phase = programmePhases.find((p) => day >= p.from && day <= p.to) ?? null;
  return { day, state: 'running', phase, percent: Math.round((day / PROGRAMME_DAYS) * 100) };
}
