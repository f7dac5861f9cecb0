import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { countOf, formatMoney, NOT_DISCLOSED, phaseLabel } from '~/shared/format';
import { adminOnlyProjectFields, type ManagedProject } from '~/shared/schemas/projects';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, FormCheckbox, formError, FormInput, useZodForm } from '~/web/components/ui/form';
import { TextField } from '~/web/components/ui/text-field';
import { Textarea } from '~/web/components/ui/textarea';
import { calendarDay } from '~/web/lib/date-format';
import { useUpdateProject } from '../api';
import { profileDefaults, projectProfileFormSchema } from '../project-form';
import { ProjectSelect } from './project-select-fields';
import { TagInput } from './tag-input';

const adminOnly = new Set<string>(adminOnlyProjectFields);

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Every column of the project for the admins and its owner, on the shared schema. Only changed
 * fields are sent; the owner never sends the admin-only ones (phase, programme start, featured,
 * the capital figures).
 * Publication has its own switch above the form.
 */
export function ProfileForm({ project, isAdmin }: { project: ManagedProject; isAdmin: boolean }) {
  const form = useZodForm(projectProfileFormSchema, { defaultValues: profileDefaults(project) });
  const update = useUpdateProject(project.id);
  const dirty = form.formState.dirtyFields as Record<string, unknown>;

  return (
    <Form
      form={form}
      aria-label="Project profile"
      className="grid grid-cols-[minmax(0,1fr)] gap-5"
      onSubmit={(values) => {
        const changed = Object.fromEntries(
          Object.entries(values).filter(([k]) => dirty[k] && (isAdmin || !adminOnly.has(k))),
        );
        if (Object.keys(changed).length === 0) {
          toast.info('Nothing to save', { description: 'No field was changed.' });
          return;
        }
        update.mutate(changed, {
          onSuccess: (saved) => {
            form.reset(profileDefaults(saved));
            toast.success('Profile saved', { description: saved.name });
          },
          onError: formError(form, fieldsOf(projectProfileFormSchema), 'Failed to save the profile'),
        });
      }}
    >
      <FieldGroup legend="About">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField name="name" label="Name" autoComplete="organization" />
          <TextField
            name="shortDescription"
            label="Short description"
            hint="At most 200 characters; shown on cards."
          />
        </div>
        <FormInput name="description" label="Description">
          <Textarea rows={5} />
        </FormInput>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField name="websiteUrl" label="Website" type="url" inputMode="url" placeholder="https://" />
          <TextField
            name="linkedinUrl"
            label="LinkedIn"
            type="url"
            inputMode="url"
            placeholder="https://linkedin.com/company/…"
          />
          <ProjectSelect name="industry" label="Industry" current={project.industry} />
          <ProjectSelect name="companyType" label="Company type" current={project.companyType} />
          <ProjectSelect name="projectStage" label="Stage" current={project.projectStage} />
        </div>
        <TagInput name="tags" label="Tags" />
      </FieldGroup>

      <FieldGroup legend="Capital">
        {isAdmin ? (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField name="totalCapitalTarget" label="Capital target (USD)" inputMode="decimal" />
            {project.capitalSourceCount > 0 ? (
              <TextField
                name="capitalRaised"
                label="Capital raised (USD)"
                hint={`The sum of its ${countOf(project.capitalSourceCount, 'capital source')}, set by each sync; change them on the Capital tab.`}
                readOnly
              />
            ) : (
              <TextField
                name="capitalRaised"
                label="Capital raised (USD)"
                hint="Replaced by the sum of synced capital sources once the project has any."
                inputMode="decimal"
              />
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Target {formatMoney(project.totalCapitalTarget, NOT_DISCLOSED)}, raised{' '}
            {formatMoney(project.capitalRaised, NOT_DISCLOSED)}. The capital target and the capital raised are
            set by the admins.
          </p>
        )}
      </FieldGroup>

      <FieldGroup legend="Programme">
        {isAdmin ? (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <ProjectSelect name="currentPhase" label="Phase" current={project.currentPhase} />
            <TextField name="onboardingDate" label="Programme start" type="date" />
            <FormCheckbox name="isFeatured">Featured (shown first on the public lists)</FormCheckbox>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Phase {phaseLabel(project.currentPhase)}
            {project.onboardingDate
              ? `, programme started ${calendarDay(project.onboardingDate)}`
              : ', no start date yet'}
            . The phase, the programme start, publication and featuring are set by the admins.
          </p>
        )}
      </FieldGroup>

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          // Not disabled: Discard under focus would drop it, once its own reset leaves nothing to discard.
          aria-disabled={!form.formState.isDirty}
          busy={update.isPending}
          onClick={() => form.reset(profileDefaults(project))}
        >
          Discard changes
        </Button>
        <Button type="submit" variant="brand" busy={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </Form>
  );
}
