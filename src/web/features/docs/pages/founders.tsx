import { PROGRAMME_DAYS } from '~/shared/programme';
import { DocLink, Prose, Shot } from '../components/prose';

export default function Founders() {
  return (
    <Prose>
      <p>
        Founders and team members sign in with e-mail and password at <code>/auth</code>. Your account gets
        project access when you own a project (the founder whose application became it) or an admin or the
        owner adds you to its team. Signed in, the account menu in the header shows your e-mail, your role
        and, with project access, links to <strong>Project Dashboard</strong> and{' '}
        <strong>Team Dashboard</strong>.
      </p>
      <h2 id="password">Forgotten password</h2>
      <p>
        On the sign-in form, <strong>Forgot password?</strong> asks for your e-mail and mails a link to choose
        a new one (the answer is the same whether or not the address has an account, so check your inbox). The
        link works once, for 60 minutes; an expired or used link offers to send a new one. The new password
        follows the sign-up rule (6 to 128 characters). Setting it signs you out on every device; sign in
        again with the new password. A deactivated account gets no link.
      </p>
      <h2 id="dashboard">Your project dashboard</h2>
      <p>
        <code>/project-dashboard</code> opens your project directly when you have one, and lists them as cards
        (<strong>View Dashboard</strong>) when you have several. Without a project it says{' '}
        <em>No Projects Found</em> and links to the application form and the FAQ. It shows:
      </p>
      <ul>
        <li>capital raised against the target, read from the project&apos;s capital sources;</li>
        <li>team members, and milestones done of the total;</li>
        <li>
          the programme: day N of {PROGRAMME_DAYS} and the current phase (see{' '}
          <DocLink to="programme">The programme</DocLink>);
        </li>
        <li>
          the milestones, the capital sources with their sync status, launch schedules and revenue targets;
        </li>
        <li>recent activity.</li>
      </ul>
      <Shot
        name="project-dashboard"
        alt="A founder's project dashboard with the figures, the programme timeline and the milestone list"
        caption="The project dashboard of a founder."
      />
      <p>
        <strong>Manage Project</strong> leads to <code>/incubator/&#123;id&#125;</code>, where the owner edits
        the public profile and the team; other members see it read-only.
      </p>
      <h2 id="team">Your team</h2>
      <p>
        The owner adds members by e-mail with a project role (co-founder, developer, designer, advisor or
        member), changes their roles and removes them, and may hand the ownership to another member.{' '}
        <code>/team-dashboard</code> lists every project you belong to with your role, its phase and programme
        day, milestones, open messages and last activity.
      </p>
      <Shot
        name="team-dashboard"
        alt="The team dashboard: one card per project with the role, phase, programme day, milestones, unread messages and last activity"
        caption="The team dashboard of a founder who owns one project and works on another."
      />
      <h2 id="messages">Messages</h2>
      <p>
        <strong>Message the team</strong> on the dashboard opens your project&apos;s thread with the Hatchery
        admins; every message is mailed to them and they answer there. See{' '}
        <DocLink to="messaging">Messaging</DocLink> for statuses, editing and desktop notices.
      </p>
    </Prose>
  );
}
