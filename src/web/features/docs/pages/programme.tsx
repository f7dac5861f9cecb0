import { programmePhases, PROGRAMME_DAYS } from '~/shared/programme';
import { DocLink, Prose, Shot } from '../components/prose';

export default function Programme() {
  return (
    <Prose>
      <p>
        Every incubated project runs a {PROGRAMME_DAYS}-day programme. Cohorts are quarterly and equity-based,
        with no upfront fee.
      </p>
      <h2 id="phases">Phases</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Phase</th>
            <th scope="col">Days</th>
          </tr>
        </thead>
        <tbody>
          {programmePhases.map((p) => (
            <tr key={p.key}>
              <td>{p.label}</td>
              <td>
                {p.from}-{p.to}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        A project&apos;s programme starts on its onboarding date (the date it joined, set by an admin on the
        project&apos;s profile). Day 1 is that date itself, counted in UTC calendar days. Before it the
        project shows as not started, after day {PROGRAMME_DAYS} as completed, and without an onboarding date
        as unscheduled. The dashboards show &ldquo;day N of {PROGRAMME_DAYS}&rdquo;, the current phase and the
        share of the {PROGRAMME_DAYS} days behind the project.
      </p>
      <Shot
        name="project-dashboard"
        alt="A founder's project dashboard: capital raised, team members, milestones done and the programme day and phase"
        caption="A project dashboard: the programme day and phase next to capital, team and milestones."
      />
      <h2 id="milestones">Milestones</h2>
      <p>
        Milestones are the goals of a project&apos;s programme. Admins add, edit, tick off and delete them on
        the project&apos;s Programme tab (<code>/incubator/&#123;id&#125;?tab=programme</code>); each has a
        title (2 to 200 characters) and a due day between 1 and {PROGRAMME_DAYS}. Founders and team members
        see them, with the number done of the total, on their project dashboard, which follows a tick live.
      </p>
      <Shot
        name="incubator-programme"
        alt="The Programme tab: the three phases as a timeline with today marked, and the milestones with their due day, status and who ticked them"
        caption="The Programme tab of a project: the timeline with today and the milestones."
      />
      <h2 id="phase-label">The project&apos;s phase label</h2>
      <p>
        Separately from the programme day, each project has a <em>current phase</em> shown as a badge on the
        public cards: documentation, development, testing, launch or capital raising (the profile form sets
        it). The project dashboard shows Development when none is set.
      </p>
      <p>
        Next: <DocLink to="incubator">Running the incubator</DocLink>.
      </p>
    </Prose>
  );
}
