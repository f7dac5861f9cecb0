import { z } from 'zod';
import { fileFields, fileRules, type FileField } from '../application-files';
import { applicationSchema } from '../schemas/applications';
import { changeRequestFormResponse, changeTokenParam, resubmitResponse } from '../schemas/decisions';
import { defineContracts } from './contract';

/** A file part of the form: optional, checked by its bytes; one not sent keeps the stored file. */
const filePart = (field: FileField) =>
  z
    .file()
    .optional()
    .meta({
      description: `${fileRules[field].label} (optional): ${fileRules[field].hint}; checked by its bytes (${fileRules[field].types.join(', ')}).`,
    });

/**
 * The parts of a resubmission: every text field of the /apply form (as the form holds them) and
 * its files. The handler streams and checks them itself, as POST /api/applications does.
 */
const resubmitForm = z.object({
  ...applicationSchema.shape,
  ...(Object.fromEntries(
    (Object.keys(fileFields) as FileField[]).map((field) => [field, filePart(field)]),
  ) as Record<FileField, ReturnType<typeof filePart>>),
});

/**
 * The applicant's edit page after a request for changes (`/api/applications/changes/:token`):
 * public, and bound to the mailed token alone, which names one application.
 */
export const applicationChangeContracts = defineContracts('application-changes', {
  get: {
    method: 'GET',
    path: '/api/applications/changes/:token',
    audience: 'anonymous',
    summary: 'Read the application a request for changes opens, with what the team asked for',
    params: changeTokenParam,
    responses: { 200: changeRequestFormResponse },
  },
  resubmit: {
    method: 'POST',
    path: '/api/applications/changes/:token',
    audience: 'anonymous',
    summary: 'Resubmit the application after a request for changes (multipart, like the application)',
    params: changeTokenParam,
    form: resubmitForm,
    responses: { 200: resubmitResponse },
  },
});
