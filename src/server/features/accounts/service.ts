/**
 * The accounts feature as other features use it: who may open a project (project-access.ts), an
 * invitation into a team (applicants, when a project is made from an application), the lock on an
 * account's seats, and the hook type a feature gives for when an account joins a team. Only
 * re-exports, none of a file that uses projects' service: projects uses this one.
 */
export { listProjectAccess, projectAccessHolders } from './project-access';
export { inviteIntoProject } from './team-invitations';
export { lockSeatHolder, type TeamJoinHook } from './team-seats';
