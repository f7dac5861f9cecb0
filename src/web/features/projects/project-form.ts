import { z } from 'zod';
import { projectCreateSchema, projectUpdateSchema, type ManagedProject } from '~/shared/schemas/projects';

/**
 * The shared project schemas as the browser's inputs hold them: selects and date inputs give ''
 * for "none", money inputs give text. Each field is turned into what the shared schema expects
 * and then checked by it, so the messages are the server's own.
 */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const toAmount = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const cleaned = v.replace(/[\s,$]/g, '');
  return cleaned === '' ? null : Number(cleaned);
};

const shape = projectCreateSchema.shape;
const inputFields = {
  industry: z.preprocess(blankToNull, shape.industry),
  companyType: z.preprocess(blankToNull, shape.companyType),
  projectStage: z.preprocess(blankToNull, shape.projectStage),
  onboardingDate: z.preprocess(blankToNull, shape.onboardingDate),
  totalCapitalTarget: z.preprocess(toAmount, shape.totalCapitalTarget),
  capitalRaised: z.preprocess(toAmount, shape.capitalRaised),
};

export const projectCreateFormSchema = projectCreateSchema.extend(inputFields);
/** Every field the profile edits; the page sends only the ones that changed (projectUpdateSchema). */
// Stored rows may hold codes that have a label but are no longer offered (industry 'gaming',
// stage 'seed', phase 'research'): each select offers the listed codes plus the stored one, only a
// changed value is sent, and the server checks it with projectUpdateSchema.
const storedCode = z.preprocess(blankToNull, z.string().nullable().optional());
export const projectProfileFormSchema = projectCreateSchema.extend({
  ...inputFields,
  industry: storedCode,
  companyType: storedCode,
  projectStage: storedCode,
  currentPhase: z.string().optional(),
});
export { projectUpdateSchema };

export type ProjectFormValues = z.input<typeof projectProfileFormSchema>;

const amountText = (v: number | null) => (v === null ? '' : String(v));

export function profileDefaults(p: ManagedProject): ProjectFormValues {
  return {
    name: p.name,
    shortDescription: p.shortDescription ?? '',
    description: p.description ?? '',
    websiteUrl: p.websiteUrl ?? '',
    linkedinUrl: p.linkedinUrl ?? '',
    industry: p.industry ?? '',
    companyType: p.companyType ?? '',
    projectStage: p.projectStage ?? '',
    tags: p.tags,
    totalCapitalTarget: amountText(p.totalCapitalTarget),
    capitalRaised: amountText(p.capitalRaised),
    currentPhase: p.currentPhase,
    onboardingDate: p.onboardingDate ?? '',
    isActive: p.isActive,
    isFeatured: p.isFeatured,
  };
}

/** A typed tag as stored: lower case, spaces as underscores (shown back through tagLabel). */
export const tagCode = (typed: string) => typed.trim().toLowerCase().replace(/\s+/g, '_');
