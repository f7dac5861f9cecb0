import { describe, expect, it } from 'vitest';
import { anonymousViewer, canSeeTopic, isTopic, type Viewer } from './topics';

const project = '0b6f3c3e-8a55-4c1e-9a57-3f1f7d3b2a10';
const other = '1c7f3c3e-8a55-4c1e-9a57-3f1f7d3b2a11';
const user: Viewer = { userId: 'u', role: 'user', projectIds: new Set([project]) };
const admin: Viewer = { userId: 'a', role: 'admin', projectIds: new Set() };
const superAdmin: Viewer = { userId: 's', role: 'super_admin', projectIds: new Set() };

describe('canSeeTopic', () => {
  it('gives applications to admins only', () => {
    expect([anonymousViewer, user, admin, superAdmin].map((v) => canSeeTopic(v, 'applications'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('gives projects to everyone', () => {
    expect([anonymousViewer, user, admin].every((v) => canSeeTopic(v, 'projects'))).toBe(true);
  });

  it('gives a project’s topics to its members and admins', () => {
    for (const kind of ['messages', 'capital']) {
      expect(canSeeTopic(user, `project:${project}:${kind}`)).toBe(true);
      expect(canSeeTopic(user, `project:${other}:${kind}`)).toBe(false);
      expect(canSeeTopic(anonymousViewer, `project:${project}:${kind}`)).toBe(false);
      expect(canSeeTopic(admin, `project:${other}:${kind}`)).toBe(true);
    }
  });

  it('refuses unknown topics to everyone', () => {
    expect(canSeeTopic(superAdmin, 'secrets')).toBe(false);
    expect(canSeeTopic(superAdmin, `project:${project}:payroll`)).toBe(false);
    expect(isTopic('project:not-a-uuid:messages')).toBe(false);
  });
});
