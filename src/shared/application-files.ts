/** Upload rules of spec section 5 ('Files'), shared by the form and the server. */

export const MB = 1024 * 1024;

export type FileKind = 'logo' | 'documents' | 'whitepaper';

/** Form field name -> storage kind, in the order the spec lists the uploads. */
export const fileFields = {
  companyLogo: 'logo',
  companyDocuments: 'documents',
  whitepaper: 'whitepaper',
} as const satisfies Record<string, FileKind>;

export type FileField = keyof typeof fileFields;

export const imageTypes = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'] as const;
export const documentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

export interface FileRule {
  maxBytes: number;
  types: readonly string[];
  extensions: readonly string[];
  sizeMessage: string;
  typeMessage: string;
  hint: string;
  label: string;
}

/** A rule of `mb` megabytes for `types`, its messages naming the `formats` (spec section 5's words). */
function uploadRule(mb: number, types: readonly string[], extensions: string[], formats: string[]) {
  const listed = `${formats.slice(0, -1).join(', ')}, or ${formats.at(-1)}`;
  return {
    maxBytes: mb * MB,
    types,
    extensions,
    sizeMessage: `File size must be less than ${mb}MB`,
    typeMessage: `File must be ${listed}`,
  };
}

const imageRule = {
  ...uploadRule(5, imageTypes, ['.jpg', '.jpeg', '.png', '.svg', '.webp'], ['JPG', 'PNG', 'SVG', 'WebP']),
  hint: 'JPG, PNG, SVG or WebP, up to 5MB',
};

const documentRule = uploadRule(
  10,
  documentTypes,
  ['.pdf', '.doc', '.docx', '.ppt', '.pptx'],
  ['PDF', 'DOC', 'DOCX', 'PPT', 'PPTX'],
);

export const fileRules: Record<FileField, FileRule> = {
  companyLogo: { ...imageRule, label: 'Logo' },
  // Both document inputs accept every document type; only the hints differ (spec section 5).
  companyDocuments: { ...documentRule, hint: 'PDF, DOC or DOCX, up to 10MB', label: 'Documents' },
  whitepaper: { ...documentRule, hint: 'PDF, DOC, DOCX, PPT or PPTX, up to 10MB', label: 'Whitepaper' },
};

/** A chosen file with no bytes (a cloud placeholder, a failed export): not a wrong format. */
export const emptyFileMessage = 'File is empty. Please choose the file again';

/** The size rule alone, shared by the browser check and the server's byte check. */
export function checkFileSize(field: FileField, size: number): string | null {
  if (size === 0) return emptyFileMessage;
  return size > fileRules[field].maxBytes ? fileRules[field].sizeMessage : null;
}

/**
 * Checks what the browser can know before upload: size and declared type or extension. The
 * server checks the bytes themselves. Returns the error message, or null when acceptable.
 */
export function checkFile(
  field: FileField,
  file: { name: string; size: number; type: string },
): string | null {
  const rule = fileRules[field];
  const sizeProblem = checkFileSize(field, file.size);
  if (sizeProblem) return sizeProblem;
  const ext = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  const typeOk = file.type ? rule.types.includes(file.type) : false;
  if (!typeOk && !rule.extensions.includes(ext)) return rule.typeMessage;
  return null;
}
