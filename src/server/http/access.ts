import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import { roleRank, type UserRole } from '~/shared/enums';
import type { AppEnv, Caller } from './types';

/**
 * Who may call a route. Every route registers exactly one `allow(...)` as its first handler;
 * the authorization test reads it back from `app.routes` and fails for a route without one.
 */
export type Audience = 'anonymous' | 'user' | 'project_member' | 'project_owner' | 'admin' | 'super_admin';

export const AUDIENCE = Symbol.for('hatchery.audience');

export type AccessMiddleware = MiddlewareHandler<AppEnv> & { [AUDIENCE]: Audience };

export function isAdminRole(role: UserRole | undefined | null): boolean {
  return role === 'admin' || role === 'super_admin';
}

/** The signed-in caller of a route behind `allow()` (so there is a user), with their address. */
export function callerOf(c: Context<AppEnv>): Caller & { email: string } {
  const user = c.get('user')!;
  return { userId: user.id, email: user.email, isAdmin: isAdminRole(user.role) };
}

export function allow(audience: Audience): AccessMiddleware {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (audience === 'anonymous') return next();
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    if (audience === 'user') return next();
    if (audience === 'admin' && roleRank[user.role] >= roleRank.admin) return next();
    if (audience === 'super_admin' && user.role === 'super_admin') return next();
    if (audience === 'project_member' || audience === 'project_owner') {
      if (isAdminRole(user.role)) return next();
      const projectId = c.req.param('projectId') ?? c.req.param('id');
      // Membership needs the route's project id, so it is asked here rather than in middleware.
      const ownerOnly = audience === 'project_owner';
      if (projectId && (await c.get('deps').projectAccess({ userId: user.id, projectId, ownerOnly })))
        return next();
    }
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  };
  return Object.assign(handler, { [AUDIENCE]: audience });
}

export function audienceOf(handler: unknown): Audience | undefined {
  return (handler as Partial<AccessMiddleware> | null)?.[AUDIENCE];
}
