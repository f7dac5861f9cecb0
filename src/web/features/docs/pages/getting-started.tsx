import { DocLink, Note, Prose, Shot } from '../components/prose';

export default function GettingStarted() {
  return (
    <Prose>
      <p>
        Hatchery is the incubator site and the smart-contract dashboard in one app. Visitors read about the
        100-day programme and apply without an account; founders sign in to follow their project and write to
        the team; admins review applications, run the incubator and manage contracts.
      </p>
      <h2 id="roles">Roles</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">What it opens</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Visitor</td>
            <td>The public pages (/, /apply, /companies, /faq, /transparency, /incubator) and applying.</td>
          </tr>
          <tr>
            <td>User</td>
            <td>
              A signed-in account. With project access (the owner of a project, or a team member of one) it
              gets the project dashboard, the team dashboard and the message thread.
            </td>
          </tr>
          <tr>
            <td>Admin</td>
            <td>
              The admin area: applicants, analytics, incubator, contracts, products, interfaces, networks,
              users.
            </td>
          </tr>
          <tr>
            <td>Super Admin</td>
            <td>
              Everything an admin does, plus granting or removing the admin roles and deleting applications.
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        Inside a project, members have a project role: <code>owner</code> (the founder the project belongs
        to), <code>co-founder</code>, <code>developer</code>, <code>designer</code>, <code>advisor</code> or{' '}
        <code>member</code>.
      </p>
      <h2 id="first-admin">The first admin</h2>
      <p>A fresh install has no accounts. Create the first super admin in one of three ways:</p>
      <ul>
        <li>
          open the one-time <code>/setup?token=…</code> link the server log prints while no super admin exists
          (it stops working once one exists): give a name and a password of at least 12 characters, and you
          are signed in as the super admin;
        </li>
        <li>
          run <code>npm run user:create -- --email you@example.com --role super_admin</code> (the password is
          prompted for);
        </li>
        <li>
          start once with <code>ADMIN_EMAIL</code> and <code>ADMIN_PASSWORD</code> set.
        </li>
      </ul>
      <p>
        Then sign in at <code>/auth</code> and invite the others from <strong>User Management</strong> (
        <code>/admin/users</code>). An invitation carries its role, is valid for 7 days and can be revoked;
        one that lapsed is listed under Expired Invitations, to send again with a new link; only a super admin
        may invite or promote an admin. New accounts verify their e-mail before the first sign-in; passwords
        have at least 6 characters. Anyone who forgets theirs resets it with <strong>Forgot password?</strong>{' '}
        on the sign-in form (see <DocLink to="founders">Founders</DocLink>).
      </p>
      <Shot
        name="admin-dashboard"
        alt="The Admin Panel: application counts by status, unread applications and the latest ones"
        caption="The Admin Panel (/admin): applications by status, unread counts and the latest arrivals."
      />
      <h2 id="demo">Demo logins</h2>
      <p>
        <code>npm run demo</code> starts Hatchery on its own data directory filled with demo projects,
        applications, milestones and message threads, and prints these logins (password{' '}
        <code>hatchery-demo</code>):
      </p>
      <ul>
        <li>
          <code>super@demo.hatchery.local</code>: super admin
        </li>
        <li>
          <code>admin@demo.hatchery.local</code>: admin
        </li>
        <li>
          <code>founder1@demo.hatchery.local</code> and <code>founder2@demo.hatchery.local</code>: founders,
          each the owner of one demo project
        </li>
      </ul>
      <Note>
        Without <code>SMTP_URL</code> no mail leaves the server: verification, invitation and message mail
        stays in the outbox table and the server log prints each link.
      </Note>
      <h2 id="next">Where next</h2>
      <ul>
        <li>
          <DocLink to="programme">The programme</DocLink>: the 100 days, phases and milestones.
        </li>
        <li>
          <DocLink to="reviewing">Reviewing applications</DocLink> and{' '}
          <DocLink to="incubator">Running the incubator</DocLink> for admins.
        </li>
        <li>
          <DocLink to="founders">For founders</DocLink>: the dashboard, the team and messages.
        </li>
        <li>
          <DocLink to="api">API reference</DocLink>: every endpoint, who may call it, and its fields.
        </li>
      </ul>
    </Prose>
  );
}
