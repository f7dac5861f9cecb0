import { Plus } from 'lucide-react';
import { PageHeader } from '~/web/components/layout/page-header';
import { ButtonLink } from '~/web/components/ui/button-link';
import { ContractPanelsSlot } from '~/web/features/contracts-dashboard/contract-panels-slot';
import {
  DashboardApplicationStats,
  DashboardQuickActions,
} from '~/web/features/applicants/components/dashboard-applications';

/** The admin home; the applicant and smart-contract issues add the stat cards and panels. */
export default function DashboardPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Dashboard"
        actions={
          <ButtonLink to="/products/new" variant="brand">
            <Plus aria-hidden />
            Create Product
          </ButtonLink>
        }
      >
        Products, contracts and applications at a glance.
      </PageHeader>
      <DashboardApplicationStats />
      {/* Recent Products, Connection Status and the contract figures: the smart-contract issue (#6). */}
      <ContractPanelsSlot />
      <DashboardQuickActions />
    </div>
  );
}
