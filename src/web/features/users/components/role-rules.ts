import type { UserRole } from '~/shared/enums';

export const isAdminRoleName = (role: UserRole) => role === 'admin' || role === 'super_admin';
