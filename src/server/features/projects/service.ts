/**
 * The projects feature as other features use it: its rows and public shape (project-rows.ts), where
 * a logo is stored and served (used by applicants when a project is made from an application), and
 * the activity columns the team dashboard sorts by. Only re-exports, so the files it names may
 * import project-rows.ts without a loop through this one.
 */
export {
  assertProjectNameFree,
  claimUnownedProject,
  getProjectRow,
  insertProject,
  listActiveProjects,
  setCapitalRaised,
  setProjectLogo,
  setProjectOwner,
  toPublicProject,
} from './project-rows';
export { newLogoVersion, projectLogoKey, projectLogoUrl } from './logo';
export { activityTime, projectActivityColumns } from './manage-service';
