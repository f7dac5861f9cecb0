import { Hono } from 'hono';
import { z } from 'zod';
import {
  adminInvitationChangeResponse,
  adminInvitationListResponse,
  adminUserChangeResponse,
  adminUserListResponse,
  inviteUserSchema,
  updateUserSchema,
} from '~/shared/auth';
import { allow, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { createInvitation, listInvitations, revokeInvitation } from './invitations-service';
import { listUsers, updateUser } from './users-service';

const listQuery = z.object({
  search: z.string().max(200, 'search must be at most 200 characters').default(''),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize must be at most 100')
    .default(20),
});

const idParam = z.object({ id: z.string().min(1).max(100) });
const uuidParam = z.object({ id: z.uuid('id must be a valid id') });

/** /api/admin/users: list, search, change role, deactivate. */
export function adminUserRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', listQuery), async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, adminUserListResponse, await listUsers({ db, ...c.req.valid('query') }));
    })
    .patch(
      '/:id',
      allow('admin'),
      validate('param', idParam),
      validate('json', updateUserSchema),
      async (c) => {
        const user = await updateUser({
          db,
          actor: c.get('user')!,
          userId: c.req.valid('param').id,
          ...c.req.valid('json'),
        });
        // Open live streams of this user re-check their rights at once, on every instance.
        await deps.realtime?.revokeUser(user.id);
        return respond(c, adminUserChangeResponse, { user });
      },
    );
}

/** /api/admin/invitations: list, invite by e-mail with a role, revoke. */
export function adminInvitationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, adminInvitationListResponse, { invitations: await listInvitations({ db }) });
    })
    .post('/', allow('admin'), validate('json', inviteUserSchema), async (c) => {
      const invitation = await createInvitation({
        db,
        mail: deps.mail,
        publicUrl: deps.config.PUBLIC_URL,
        actor: c.get('user')!,
        ...c.req.valid('json'),
      });
      return respond(c, adminInvitationChangeResponse, { invitation }, 201);
    })
    .delete('/:id', allow('admin'), validate('param', uuidParam), async (c) => {
      const invitation = await revokeInvitation({ db, actor: c.get('user')!, id: c.req.valid('param').id });
      return respond(c, adminInvitationChangeResponse, { invitation });
    });
}
