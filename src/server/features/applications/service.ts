/** What other features may use of intake: one image upload checked by its bytes, staged for the caller. */
export { receiveImage, type StagedImage } from './image-upload';
/** And for an applicant's resubmission (requests for changes): the same reading, checks and row. */
export { readSubmission } from './read-submission';
export { validateSubmission, type AcceptedFile } from './validate-submission';
export { toApplicationRow } from './to-row';
export { applicationFileKey, applicationPrefix, placeStagedFiles, stagingPrefix } from './store-application';
export { securityErrorMessage } from './submit-application';
/** The writes applicants make to an application: its status, a resubmission, its removal. */
export {
  applyApplicationChanges,
  deleteApplicationRow,
  setApplicationStatus,
  type ApplicationChanges,
} from './application-rows';
