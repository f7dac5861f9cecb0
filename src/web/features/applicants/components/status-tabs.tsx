import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import { applicationStatusValues, type ApplicationStatusValue } from '~/shared/enums';
import { Tabs, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useApplicationCounts } from '../api';

const ALL = 'all';

/** All, Submitted, Under Review, Approved, Rejected, each with its total (and this admin's unread). */
export function StatusTabs({
  value,
  onChange,
  children,
}: {
  value: ApplicationStatusValue | undefined;
  onChange(status: ApplicationStatusValue | undefined): void;
  children: React.ReactNode;
}) {
  const counts = useApplicationCounts().data;
  const countOf = (s: ApplicationStatusValue) => counts?.statuses.find((c) => c.status === s);
  const tabs = [
    { value: ALL, label: 'All', total: counts?.total, unread: counts?.unread },
    ...applicationStatusValues.map((s) => ({
      value: s,
      label: applicationStatusLabels[s],
      total: countOf(s)?.total_count,
      unread: countOf(s)?.unread_count,
    })),
  ];
  return (
    <Tabs
      value={value ?? ALL}
      onValueChange={(v) => onChange(v === ALL ? undefined : (v as ApplicationStatusValue))}
      activationMode="manual"
    >
      {/* Below 768 px the six tabs wrap onto more rows: a strip scrolled sideways hid the last ones
          with no sign that there were more. */}
      <div className="relative pb-1 md:overflow-x-auto">
        <TabsList
          aria-label="Application status"
          className="min-w-full justify-start max-md:h-auto max-md:flex-wrap md:w-max"
        >
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="gap-1.5 max-md:h-9 max-md:flex-none">
              {t.label}
              {t.total !== undefined && (
                <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
                  {t.total}
                  <span className="sr-only"> {t.total === 1 ? 'application' : 'applications'}</span>
                </span>
              )}
              {!!t.unread && (
                <span className="rounded-full bg-brand px-1.5 text-xs text-brand-foreground tabular-nums">
                  {t.unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {children}
    </Tabs>
  );
}
