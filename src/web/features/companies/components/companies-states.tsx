import { Building2, CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/web/components/ui/button';

function State({ icon, role, children }: { icon: ReactNode; role?: 'alert'; children: ReactNode }) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center"
    >
      {icon}
      {children}
    </div>
  );
}

export function CompaniesError() {
  return (
    <State role="alert" icon={<CircleAlert aria-hidden className="size-8 text-destructive" />}>
      <h2 className="text-lg font-semibold">Error Loading Companies</h2>
      <p className="text-sm text-muted-foreground">Please try refreshing the page</p>
    </State>
  );
}

export function NoCompaniesYet() {
  return (
    <State icon={<Building2 aria-hidden className="size-8 text-muted-foreground" />}>
      <p className="font-medium">There are currently no companies in our incubator program.</p>
    </State>
  );
}

export function NoCompaniesMatch({ onClear }: { onClear(): void }) {
  return (
    <State icon={<SearchX aria-hidden className="size-8 text-muted-foreground" />}>
      <h2 className="text-lg font-semibold">No companies found</h2>
      <p className="text-sm text-muted-foreground">
        Try adjusting your search or filters to find what you're looking for.
      </p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onClear}>
        Clear filters
      </Button>
    </State>
  );
}
