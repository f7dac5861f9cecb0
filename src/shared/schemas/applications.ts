import { z } from 'zod';
import {
  applicationStatusValues,
  companyTypes,
  developmentStages,
  industries,
  projectStages,
} from '../enums';
import { isValidUrl, parseCurrency } from '../normalize';
import { MAX_MONEY, money } from './money';
import { controlCharMessage, hasForbiddenControl, text, type TextRule } from '../text';

/**
 * The application form, one zod schema per step (spec section 5), used by the form resolver and
 * by POST /api/applications. Values arrive as the form holds them: strings, '' meaning empty.
 */

/** A trimmed string that refuses control characters (the shared text rule) with the field's label. */
const trimmed = (label: string) =>
  z
    .string()
    .refine((v) => !hasForbiddenControl(v), { message: controlCharMessage(label), abort: true })
    .trim();

/** Required free text: the shared rule, so length counts on the normalised (stored) value. */
function requiredText(label: string, min: number, max: number, rule: TextRule = {}) {
  return text(label, { ...rule, min, max });
}

function optionalText(label: string, max: number) {
  return text(label, { required: false, max, multiline: true }).optional().default('');
}

function optionalUrl(label: string, message: string, extra?: (value: string) => boolean) {
  return trimmed(label)
    .optional()
    .default('')
    .refine((v) => v === '' || (isValidUrl(v) && (!extra || extra(v))), message);
}

const isLinkedin = (v: string) =>
  /(^|\.)linkedin\.com$/i.test(new URL(/:\/\//.test(v) ? v : `https://${v}`).hostname);

function optionalEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values, { error: message }), z.literal('')])
    .optional()
    .default('');
}

export { MAX_MONEY };
/** Largest team size accepted (the column is a 32-bit integer). */
export const MAX_TEAM_SIZE = 1_000_000;

/** '' -> null; otherwise the shared money rule ('must be a valid number', 'cannot be negative', 2 decimals). */
function moneyField(label: string) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const n = parseCurrency(v);
      if (n !== null && !Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a valid number` });
        return z.NEVER;
      }
      return n;
    })
    .pipe(money(label).nullable());
}

const teamSizeField = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    // A count, not money: '$5' or '1,000' is not a team size.
    const text = typeof v === 'string' ? v.trim() : null;
    const n = text !== null && text !== '' && !/^[-+]?[\d.]+$/.test(text) ? Number.NaN : parseCurrency(v);
    if (n === null) return null;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Team size must be a valid number' });
      return z.NEVER;
    }
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'Team size must be a whole number' });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: 'Team size cannot be negative' });
      return z.NEVER;
    }
    if (n > MAX_TEAM_SIZE) {
      ctx.addIssue({ code: 'custom', message: 'Team size is too large' });
      return z.NEVER;
    }
    return n;
  });

/** A moment as its calendar day, YYYY-MM-DD, in the caller's local time zone (a date input's value). */
export function toLocalDayString(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The launch-date picker's bounds: today to five years ahead (spec section 2). */
export function launchDateBounds(now = new Date()): { min: string; max: string } {
  const max = new Date(now);
  max.setFullYear(max.getFullYear() + 5);
  return { min: toLocalDayString(now), max: toLocalDayString(max) };
}

const launchDateField = trimmed('Launch date')
  .optional()
  .default('')
  .superRefine((v, ctx) => {
    if (v === '') return;
    // Date.parse rolls '2026-02-31' over to March; only a date that reads back the same is real.
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : null;
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== v) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid date' });
      return;
    }
    // A day of slack on each side, so a visitor in another time zone is not refused today's date.
    const now = new Date();
    const yesterday = toLocalDayString(new Date(now.getTime() - 24 * 3600 * 1000));
    const { max } = launchDateBounds(new Date(now.getTime() + 24 * 3600 * 1000));
    if (v < yesterday) ctx.addIssue({ code: 'custom', message: 'Launch date cannot be in the past' });
    else if (v > max) ctx.addIssue({ code: 'custom', message: 'Launch date must be within 5 years' });
  });

export const step1Schema = z.object({
  // Spec section 5 words this one maximum without the trailing 'long'.
  projectName: requiredText('Project name', 3, 100, {
    maxMessage: 'Project name must be no more than 100 characters',
  }),
  companyType: z.enum(companyTypes, { error: 'Company type is required' }),
  industry: z.enum(industries, { error: 'Industry is required' }),
  websiteUrl: optionalUrl('Website', 'Please enter a valid URL (e.g., https://example.com)'),
  linkedinUrl: optionalUrl(
    'LinkedIn URL',
    'Please enter a valid LinkedIn URL (e.g., https://linkedin.com/company/your-company)',
    isLinkedin,
  ),
  projectStage: optionalEnum(projectStages, 'Please choose a project stage'),
});

export const step2Schema = z.object({
  contactName: requiredText('Contact name', 2, 100),
  contactEmail: z
    .string({ error: 'Contact email is required' })
    .refine((v) => !hasForbiddenControl(v), { message: controlCharMessage('Contact email'), abort: true })
    .trim()
    .min(1, 'Contact email is required')
    .max(254, 'Contact email must be no more than 254 characters long')
    .pipe(z.email('Please enter a valid email address (e.g., name@example.com)')),
  contactPhone: trimmed('Phone number')
    .max(30, 'Phone number must be no more than 30 characters long')
    .regex(/^[+\d\s().-]*$/, 'Please enter a valid phone number')
    .optional()
    .default(''),
});

const long = { multiline: true };

export const step3Schema = z.object({
  description: requiredText('Project description', 50, 2000, long),
  problemStatement: requiredText('Problem statement', 20, 1000, long),
  solution: requiredText('Solution', 20, 1000, long),
  targetMarket: requiredText('Target market', 10, 500, long),
  businessModel: requiredText('Business model', 10, 500, long),
});

export const step4Schema = z.object({
  technologyStack: optionalText('Technology stack', 1000),
  developmentStage: optionalEnum(developmentStages, 'Please choose a development stage'),
  githubUrl: optionalUrl('GitHub URL', 'Please enter a valid URL (e.g., https://github.com/your-org)'),
});

const step5Shape = {
  teamSize: teamSizeField,
  teamExperience: optionalText('Team experience', 2000),
  keyPersonnel: optionalText('Key personnel', 1000),
  currentFunding: moneyField('Current funding'),
  fundingGoal: moneyField('Funding goal'),
  useOfFunds: optionalText('Use of funds', 2000),
};

function fundingWithinGoal(
  v: { currentFunding: number | null; fundingGoal: number | null },
  ctx: z.RefinementCtx,
): void {
  if (v.currentFunding != null && v.fundingGoal != null && v.currentFunding > v.fundingGoal) {
    ctx.addIssue({
      code: 'custom',
      path: ['currentFunding'],
      message: 'Current funding cannot exceed your funding goal',
    });
  }
}

/**
 * Zod skips refinements once any field has failed; this one needs only the two amounts, so it runs
 * whenever they parsed, and the visitor sees its message together with the other errors.
 */
const whenAmountsParsed = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((i) => i.path?.[0] === 'currentFunding' || i.path?.[0] === 'fundingGoal'),
};

export const step5Schema = z.object(step5Shape).superRefine(fundingWithinGoal, whenAmountsParsed);

export const step6Schema = z.object({
  expectedLaunchDate: launchDateField,
  milestonesNext90Days: optionalText('Milestones', 2000),
});

export const applicationSteps = [
  { title: 'Basic Information', schema: step1Schema },
  { title: 'Contact Information', schema: step2Schema },
  { title: 'Project Details', schema: step3Schema },
  { title: 'Technical Details', schema: step4Schema },
  { title: 'Team & Funding', schema: step5Schema },
  { title: 'Timeline & Goals', schema: step6Schema },
] as const;

const stepShapes = [
  step1Schema.shape,
  step2Schema.shape,
  step3Schema.shape,
  step4Schema.shape,
  step5Shape,
  step6Schema.shape,
];

/** Which step (0-based) owns each field, to open the first step with errors. */
export const stepOfField: Record<string, number> = Object.fromEntries(
  stepShapes.flatMap((shape, index) => Object.keys(shape).map((k) => [k, index])),
);

/** The whole application (all six steps); what the server validates. */
export const applicationSchema = z
  .object(
    Object.assign({}, ...stepShapes) as typeof step1Schema.shape &
      typeof step2Schema.shape &
      typeof step3Schema.shape &
      typeof step4Schema.shape &
      typeof step5Shape &
      typeof step6Schema.shape,
  )
  .superRefine(fundingWithinGoal, whenAmountsParsed);

export type ApplicationFormValues = z.input<typeof applicationSchema>;
export type ApplicationInput = z.output<typeof applicationSchema>;

/** POST /api/applications: the stored application (for a replayed idempotency key, the first one). */
export const applicationSubmitResponse = z.object({
  id: z.string(),
  status: z.enum(applicationStatusValues),
});
export type ApplicationSubmitted = z.input<typeof applicationSubmitResponse>;
