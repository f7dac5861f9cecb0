export { applicantAnalyticsRoutes, applicantRoutes } from './routes';
export { applicantTriageRoutes } from './triage-routes';
export { changeRequestRoutes, decisionTemplateRoutes } from './decision-routes';
