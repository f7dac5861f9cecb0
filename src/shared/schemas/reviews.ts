import { z } from 'zod';
import { applicationFiltersSchema } from './applicant-filters';
import type { ListScoreSummary, ScoreSummary } from '../review-scores';
import { text } from '../text';
import { id, optionalText, timestamp } from './common';
import { numberInput } from './number-input';

/** The rubric's scale: every category is scored on whole numbers from 1 to 5. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** Scores at either end of the scale need a reason a reader can check. */
export const scoreNeedsComment = (score: number) => score === SCORE_MIN || score === SCORE_MAX;

// Read like milestones' due day: a form input gives a string, JSON a number; nothing else is one.
const weight = numberInput(
  'Weight',
  z
    .number({ error: 'Weight must be a number' })
    .gt(0, 'Weight must be greater than 0')
    .max(100, 'Weight must be at most 100'),
);
const position = numberInput(
  'Position',
  z
    .number({ error: 'Position must be a number' })
    .int('Position must be a whole number')
    .min(0, 'Position must be 0 or more')
    .max(1000, 'Position must be at most 1000'),
);

export const rubricCategorySchema = z.object({
  name: text('Name', { min: 2, max: 80 }),
  description: optionalText('Description', 500, true),
  weight,
  /** Omitted on create: the category goes last. */
  position: position.optional(),
});
export const rubricCategoryUpdateSchema = rubricCategorySchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

export const reviewSettingsSchema = z.object({
  blindReview: z.boolean({ error: 'Blind review must be true or false' }),
});

const scoreEntry = z.object({
  score: numberInput(
    'Score',
    z
      .number({ error: 'Score must be a number from 1 to 5' })
      .int('Score must be a whole number from 1 to 5')
      .min(SCORE_MIN, 'Score must be from 1 to 5')
      .max(SCORE_MAX, 'Score must be from 1 to 5'),
  ),
  comment: optionalText('Comment', 2000, true),
});

/**
 * One admin's scores, keyed by category id, so an error names its category:
 * `scores.<categoryId>.comment`. That every category of the rubric is present is checked by the
 * server, which knows the rubric.
 */
export const reviewSubmitSchema = z.object({
  scores: z
    .record(id('Category id'), scoreEntry, { error: 'Scores must map category ids to scores' })
    .superRefine((scores, ctx) => {
      for (const [categoryId, entry] of Object.entries(scores)) {
        if (scoreNeedsComment(entry.score) && !entry.comment) {
          ctx.addIssue({
            code: 'custom',
            path: [categoryId, 'comment'],
            message: `A comment is required for a score of ${entry.score}`,
          });
        }
      }
    }),
});
export type ReviewSubmit = z.input<typeof reviewSubmitSchema>;

export const recusalSchema = z.object({
  reason: text('Reason', { min: 3, max: 1000, multiline: true }),
});

const reviewerId = z
  .string({ error: 'Reviewer is required' })
  .min(1, 'Reviewer is required')
  .max(100, 'Reviewer id is too long');

/** Which applications a bulk action applies to: a selection of ids, or the list's filters. */
const target = z
  .object({
    ids: z.array(id('Application id')).min(1, 'Select at least one application').max(500).optional(),
    filters: applicationFiltersSchema.optional(),
  })
  .refine((t) => (t.ids ? !t.filters : Boolean(t.filters)), {
    message: 'Give either a selection of ids or filters',
    path: ['ids'],
  });

export const assignReviewerSchema = z.object({ reviewerId });

export const bulkAssignSchema = z.object({
  target,
  reviewerIds: z.array(reviewerId).min(1, 'Choose at least one reviewer').max(50),
});

export const autoAssignSchema = z.object({
  target,
  reviewsPerApplication: numberInput(
    'Reviews per application',
    z
      .number({ error: 'Reviews per application must be a number' })
      .int('Reviews per application must be a whole number')
      .min(1, 'Reviews per application must be at least 1')
      .max(10, 'Reviews per application must be at most 10'),
  ),
});
export type AutoAssign = z.input<typeof autoAssignSchema>;

export const nextUnreviewedQuery = z.object({ exclude: id('Current application id').optional() });

// Responses

const person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() });

export const rubricCategoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  weight: z.number(),
  position: z.number(),
  /** Stored scores: a category with any cannot be deleted. */
  scoreCount: z.number(),
});
export type RubricCategory = z.input<typeof rubricCategoryResponse>;

export const rubricResponse = z.object({
  categories: z.array(rubricCategoryResponse),
  blindReview: z.boolean(),
  scale: z.object({ min: z.number(), max: z.number() }),
});
export type Rubric = z.input<typeof rubricResponse>;

export const scoreSummaryResponse = z.object({
  mean: z.number(),
  median: z.number(),
  spread: z.number(),
  count: z.number(),
}) satisfies z.ZodType<ScoreSummary>;
export type { ScoreSummary };

export const reviewResponse = z.object({
  id: z.string(),
  reviewer: person,
  scores: z.array(z.object({ categoryId: z.string(), score: z.number(), comment: z.string().nullable() })),
  weightedMean: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Review = z.input<typeof reviewResponse>;

export const reviewPanelResponse = z.object({
  rubric: rubricResponse,
  mine: reviewResponse.nullable(),
  myRecusal: z.object({ reason: z.string(), createdAt: timestamp }).nullable(),
  /** False while blind review hides other admins' scores from the caller. */
  othersVisible: z.boolean(),
  others: z.array(reviewResponse),
  summary: scoreSummaryResponse.nullable(),
  recusals: z.array(z.object({ reviewer: person, reason: z.string(), createdAt: timestamp })),
  assignees: z.array(person.extend({ scored: z.boolean() })),
});
export type ReviewPanel = z.input<typeof reviewPanelResponse>;

/** An application's score figures in the applicants list, as the caller may see them. */
export const listScoreSummaryResponse = z.object({
  /** Blind review hides the figures until the caller has scored. */
  hidden: z.boolean(),
  summary: scoreSummaryResponse.nullable(),
  scoredByMe: z.boolean(),
  assignedToMe: z.boolean(),
}) satisfies z.ZodType<ListScoreSummary>;
export type { ListScoreSummary };

export const reviewerProgressResponse = z.object({
  reviewers: z.array(
    person.extend({ role: z.string(), assigned: z.number(), scored: z.number(), recused: z.number() }),
  ),
});
export type ReviewerProgress = z.input<typeof reviewerProgressResponse>;

export const assignResultResponse = z.object({
  created: z.number(),
  /** Applications the target named that could not get all their reviewers (too few eligible admins). */
  shortfall: z.number(),
});
export type AssignResult = z.input<typeof assignResultResponse>;

export const nextUnreviewedResponse = z.object({
  id: z.string().nullable(),
  /** Whether it came from the caller's assignments (else any open application). */
  assigned: z.boolean(),
});
export type NextUnreviewed = z.input<typeof nextUnreviewedResponse>;
