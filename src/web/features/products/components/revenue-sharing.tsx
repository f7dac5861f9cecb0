import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '~/web/components/ui/button-link';
import { FormField } from '~/web/components/ui/form-field';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { useRevenueProjects } from '../api';

/**
 * Revenue targets and profit-sharing distributions belong to incubated projects and live on the
 * Revenue tab of each project's page; the product page points there instead of repeating them.
 */
export function RevenueSharing() {
  const projects = useRevenueProjects();
  const [projectId, setProjectId] = useState('');
  const chosen = projects.data?.projects.find((p) => p.id === projectId);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Revenue targets and profit distributions are kept on each incubated project&apos;s Revenue tab.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-80">
          <FormField label="Incubated project">
            <NativeSelect value={projectId} onChange={(e) => setProjectId(e.target.value)}>
              <option value="">Choose a project</option>
              <Options items={projects.data?.projects} value={(p) => p.id} label={(p) => p.name} />
            </NativeSelect>
          </FormField>
        </div>
        {chosen && (
          <ButtonLink to={`/incubator/${chosen.id}?tab=revenue`} variant="outline">
            Open {chosen.name}&apos;s revenue <ArrowRight aria-hidden />
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
