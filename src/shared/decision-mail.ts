import { z } from 'zod';
import { text } from './text';
import { quotedForSubject } from './mail-subject';

/**
 * Decision mail (issue 16): the e-mail an applicant receives when their application's status
 * changes, written from a template per kind of decision. Pure, so the server renders what it sends
 * and the status dialog previews exactly the same text (docs/decisions/0015-decision-mail-and-changes-requested.md).
 */

/** under_review is two templates: a first review, and a decision reopened. */
export const decisionMailKinds = [
  'under_review',
  'reopened',
  'changes_requested',
  'approved',
  'rejected',
] as const;
export type DecisionMailKind = (typeof decisionMailKinds)[number];

export const decisionMailKindLabels: Record<DecisionMailKind, string> = {
  under_review: 'Review started',
  reopened: 'Decision reopened',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const decisionMailPlaceholders = ['applicant', 'project', 'status', 'message'] as const;
export type DecisionMailPlaceholder = (typeof decisionMailPlaceholders)[number];
export type DecisionMailValues = Record<DecisionMailPlaceholder, string>;

const placeholderPattern = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const known = new Set<string>(decisionMailPlaceholders);
const placeholderList = decisionMailPlaceholders.map((p) => `{${p}}`).join(', ');

/** Placeholders in `value` that rendering would not fill, each once, in order of appearance. */
export function unknownPlaceholders(value: string): string[] {
  const found = [...value.matchAll(placeholderPattern)].map((m) => m[1]!).filter((n) => !known.has(n));
  return [...new Set(found)];
}

export const unknownPlaceholderMessage = (label: string, names: string[]) =>
  `${label} has unknown placeholder${names.length > 1 ? 's' : ''} ${names.map((n) => `{${n}}`).join(', ')}: use ${placeholderList}`;

const templateText = (label: string, rule: Parameters<typeof text>[1]) =>
  text(label, rule).superRefine((v, ctx) => {
    const unknown = unknownPlaceholders(v);
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(label, unknown) });
  });

/** A template, and also the text an admin edits for one send. */
export const decisionMailTextSchema = z.object({
  subject: templateText('Subject', { max: 200 }),
  heading: templateText('Heading', { max: 200 }),
  body: templateText('Body', { multiline: true, max: 5000 }),
});
export type DecisionMailText = z.output<typeof decisionMailTextSchema>;

export interface DecisionMailTemplate extends DecisionMailText {
  kind: DecisionMailKind;
  /** False while the built-in text is in use. */
  customised: boolean;
  updatedAt: string | null;
}

const signOff = 'The Hatchery team';

/** The texts Hatchery sent before templates existed; a template never saved is one of these. */
export const defaultDecisionMail: Record<DecisionMailKind, DecisionMailText> = {
  under_review: {
    subject: 'Your application for {project} is under review',
    heading: 'Your application is under review',
    body: [
      'Hello {applicant},',
      'Good news: our team has started reviewing the application for {project}.',
      'We aim to reach a decision within 5-7 business days and will write to you as soon as we have.',
      '{message}',
      signOff,
    ].join('\n\n'),
  },
  reopened: {
    subject: 'Your application for {project} is under review again',
    heading: 'Your application is under review again',
    body: [
      'Hello {applicant},',
      'We have reopened the application for {project} and our team is looking at it again.',
      'We will write to you as soon as we have reached a new decision.',
      '{message}',
      signOff,
    ].join('\n\n'),
  },
  changes_requested: {
    subject: 'Please update your application for {project}',
    heading: 'We would like a few changes',
    body: [
      'Hello {applicant},',
      'Thank you for applying to Hatchery with {project}. Before we decide, our team asks you to update your application:',
      '{message}',
      'Use the link below to open your application with your answers filled in, make the changes and submit it again. The link works once and expires in 14 days.',
      signOff,
    ].join('\n\n'),
  },
  approved: {
    subject: '{project} has been accepted into the Hatchery incubator',
    heading: 'Congratulations, you are in!',
    body: [
      'Hello {applicant},',
      'We are delighted to tell you that {project} has been accepted into the Hatchery 100-day incubator programme.',
      'Someone from our team will contact you shortly with the next steps and your onboarding date.',
      '{message}',
      signOff,
    ].join('\n\n'),
  },
  rejected: {
    subject: 'An update on your application for {project}',
    heading: 'An update on your application',
    body: [
      'Hello {applicant},',
      'Thank you for applying to Hatchery with {project}. After careful review we are not able to offer you a place in the current cohort.',
      'Cohorts run every quarter and you are welcome to apply again as your project evolves.',
      '{message}',
      signOff,
    ].join('\n\n'),
  },
};

/** Which template a move from `from` to `to` uses; null for a move that sends no mail. */
export function decisionMailKindFor(from: string | null, to: string): DecisionMailKind | null {
  if (to === 'under_review') return from === 'approved' || from === 'rejected' ? 'reopened' : 'under_review';
  return (decisionMailKinds as readonly string[]).includes(to) ? (to as DecisionMailKind) : null;
}

export interface RenderedDecisionMail {
  subject: string;
  heading: string;
  /** Body paragraphs; one that renders empty (an unused {message}) is left out. */
  paragraphs: string[];
  text: string;
}

/** Fills the placeholders in one pass, so a value containing `{project}` is never filled again. */
export function fillPlaceholders(template: string, values: DecisionMailValues): string {
  return template.replace(placeholderPattern, (whole, name: string) =>
    known.has(name) ? values[name as DecisionMailPlaceholder] : whole,
  );
}

export function renderDecisionMail(
  template: DecisionMailText,
  values: DecisionMailValues,
): RenderedDecisionMail {
  const oneLine = (v: string, filled = values) => fillPlaceholders(v, filled).replace(/\s+/g, ' ').trim();
  // In the subject the applicant's words (and the admin's message) are quoted and kept short.
  const inSubject: DecisionMailValues = {
    ...values,
    applicant: quotedForSubject(values.applicant),
    project: quotedForSubject(values.project),
    message: quotedForSubject(values.message),
  };
  const paragraphs = fillPlaceholders(template.body, values)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return {
    subject: oneLine(template.subject, inSubject),
    heading: oneLine(template.heading),
    paragraphs,
    text: `${paragraphs.join('\n\n')}\n`,
  };
}

/** How long a changes-requested link works. */
export const CHANGE_REQUEST_DAYS = 14;
