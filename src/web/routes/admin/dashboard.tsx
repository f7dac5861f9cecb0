import { Plus } from 'lucide-react';
import { Screen } from '~/web/components/layout/screen';
import { ButtonLink } from '~/web/components/ui/button-link';
import { ContractPanelsSlot } from '~/web/features/contracts-dashboard/contract-panels-slot';
import {
  DashboardApplicationStats,
  DashboardQuickActions,
} from '~/web/features/applicants/components/dashboard-applications';

/** The admin home; the applicant and smart-contract issues add the stat cards and panels. */
export default function DashboardPage() {
  return (
    <Screen
      title="Dashboard"
      intro="Products, contracts and applications at a glance."
      actions={
        <ButtonLink to="/products/new" variant="brand">
          <Plus aria-hidden />
          Create Product
        </ButtonLink>
      }
      className="max-w-6xl space-y-6"
    >
      <DashboardApplicationStats />
      {/* Recent Products, Connection Status and the contract figures: the smart-contract issue (#6). */}
      <ContractPanelsSlot />
      <DashboardQuickActions />
    </Screen>
  );
}
