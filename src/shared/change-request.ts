/**
 * The applicant's side of a request for changes (issue 16): what the edit page reads through its
 * token, and the states a link can be in.
 */

/** Why a link no longer opens the form; each gets its own plain page. */
export const changeLinkStates = ['not_found', 'used', 'expired', 'closed'] as const;
export type ChangeLinkState = (typeof changeLinkStates)[number];

export const changeLinkMessages: Record<ChangeLinkState, string> = {
  not_found: 'This link is not valid. Please use the newest link from our e-mail.',
  used: 'This link has already been used: your changes were submitted. We will write to you once we have reviewed them.',
  expired: 'This link has expired. Please reply to our e-mail and we will send you a new one.',
  closed: 'This application is no longer waiting for changes, so the link no longer opens it.',
};

/** GET /api/applications/changes/:token */
export interface ChangeRequestForm {
  /** What the team asked for. */
  message: string;
  expiresAt: string;
  projectName: string;
  /** The form's values (the /apply field names), as the form holds them: strings, '' when empty. */
  values: Record<string, string>;
  /** Which files are already stored; a file chosen now replaces the stored one. */
  files: { companyLogo: boolean; whitepaper: boolean; companyDocuments: boolean };
}
