import type { ApplicationInput } from '~/shared/schemas/applications';
import type { FileKind } from '~/shared/application-files';
import {
  collapseWhitespace,
  normalizeEmail,
  normalizeUrl,
  textOrNull,
  toNonNegativeInteger,
  toNonNegativeNumber,
} from '~/shared/normalize';
import type { incubatorApplications } from '../../db/schema/index';

type NewApplication = typeof incubatorApplications.$inferInsert;

/** Where an admin downloads an application's file; stored in logo_url & co instead of a public URL. */
export function applicationFilePath(id: string, kind: FileKind): string {
  return `/api/admin/applications/${id}/files/${kind}`;
}

/**
 * The row to insert: validated values cleaned by the spec's normalisation helpers (section 5).
 * contactPhone, useOfFunds and milestonesNext90Days are collected by the form but have no column
 * in spec section 3, so they are dropped here on purpose (docs/decisions/0001-application-intake.md).
 */
export function toApplicationRow({
  id,
  input,
  files,
  userAgent,
  userId,
  idempotencyKey,
}: {
  id: string;
  input: ApplicationInput;
  files: ReadonlySet<FileKind>;
  userAgent: string | null;
  userId: string | null;
  idempotencyKey: string | null;
}): NewApplication {
  const long = { multiline: true };
  const website = normalizeUrl(input.websiteUrl);
  const linkedin = normalizeUrl(input.linkedinUrl);
  const github = normalizeUrl(input.githubUrl);
  const socialLinks = {
    ...(github ? { github } : {}),
    ...(website ? { website } : {}),
    ...(linkedin ? { linkedin } : {}),
  };
  return {
    id,
    name: collapseWhitespace(input.projectName),
    contactName: collapseWhitespace(input.contactName),
    contactEmail: normalizeEmail(input.contactEmail),
    companyType: input.companyType,
    industry: input.industry,
    status: 'submitted',
    userAgent: userAgent ? collapseWhitespace(userAgent).slice(0, 512) || null : null,
    // Spec section 3: always null when written by the form; the address is in the audit table.
    submissionIp: null,
    projectStage: input.projectStage || null,
    description: textOrNull(input.description, long),
    websiteUrl: website,
    linkedinUrl: linkedin,
    problemStatement: textOrNull(input.problemStatement, long),
    solution: textOrNull(input.solution, long),
    targetMarket: textOrNull(input.targetMarket, long),
    businessModel: textOrNull(input.businessModel, long),
    technologyStack: textOrNull(input.technologyStack, long),
    developmentStage: input.developmentStage || null,
    teamSize: toNonNegativeInteger(input.teamSize),
    teamExperience: textOrNull(input.teamExperience, long),
    keyPersonnel: textOrNull(input.keyPersonnel, long),
    currentFunding: toNonNegativeNumber(input.currentFunding),
    totalCapitalTarget: toNonNegativeNumber(input.fundingGoal),
    expectedLaunchDate: input.expectedLaunchDate || null,
    socialLinks: Object.keys(socialLinks).length > 0 ? socialLinks : null,
    logoUrl: files.has('logo') ? applicationFilePath(id, 'logo') : null,
    documentsUrl: files.has('documents') ? applicationFilePath(id, 'documents') : null,
    whitepaperUrl: files.has('whitepaper') ? applicationFilePath(id, 'whitepaper') : null,
    userId,
    idempotencyKey,
  };
}
