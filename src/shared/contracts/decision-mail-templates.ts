import { decisionMailTextSchema } from '../decision-mail';
import {
  decisionMailKindParam,
  decisionMailTemplateListResponse,
  decisionMailTemplateResponse,
} from '../schemas/decisions';
import { defineContracts } from './contract';

/**
 * The texts of the decision e-mails (`/api/admin/decision-mail-templates`): admins read them (to
 * preview a decision's mail), super admins edit them or reset one to the built-in text.
 */
export const decisionMailTemplateContracts = defineContracts('decision-mail-templates', {
  list: {
    method: 'GET',
    path: '/api/admin/decision-mail-templates',
    audience: 'admin',
    summary: 'List the decision e-mail templates, customised or built in',
    responses: { 200: decisionMailTemplateListResponse },
  },
  save: {
    method: 'PUT',
    path: '/api/admin/decision-mail-templates/:kind',
    audience: 'super_admin',
    summary: "Set one decision e-mail's subject, heading and body",
    params: decisionMailKindParam,
    body: decisionMailTextSchema,
    responses: { 200: decisionMailTemplateResponse },
  },
  reset: {
    method: 'DELETE',
    path: '/api/admin/decision-mail-templates/:kind',
    audience: 'super_admin',
    summary: 'Reset one decision e-mail to its built-in text',
    params: decisionMailKindParam,
    responses: { 200: decisionMailTemplateResponse },
  },
});
