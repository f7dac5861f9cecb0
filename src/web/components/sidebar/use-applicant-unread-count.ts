/**
 * STUB until the applicant review issue lands: it returns undefined, so the Applicants entry shows
 * no badge rather than a made-up number. That issue replaces this body with its real unread
 * count hook (the sidebar already caps the display at '99+').
 */
export function useApplicantUnreadCount(): number | undefined {
  return undefined;
}
