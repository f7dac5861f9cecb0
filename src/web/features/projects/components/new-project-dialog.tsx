import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, formError, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { FormDialog } from '~/web/components/ui/form-dialog';
import { TextField } from '~/web/components/ui/text-field';
import { useCreateProject } from '../api';
import { projectCreateFormSchema } from '../project-form';
import { ProjectSelect } from './project-select-fields';

/** 'New project': the essentials in a dialog; the rest is edited on the project's page. */
export function NewProjectButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="brand" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        New project
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="New project"
        description="It starts unpublished: visitors see it once you publish it from its profile."
      >
        <NewProjectForm onCancel={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function NewProjectForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const form = useZodForm(projectCreateFormSchema, {
    defaultValues: {
      name: '',
      shortDescription: '',
      industry: '',
      companyType: '',
      currentPhase: 'documentation',
      totalCapitalTarget: '',
      onboardingDate: '',
      isActive: false,
    },
  });
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (project) => {
            toast.success('Project created', { description: project.name });
            void navigate(`/incubator/${project.id}`);
          },
          onError: formError(form, fieldsOf(projectCreateFormSchema), 'Failed to create project'),
        })
      }
    >
      <TextField name="name" label="Name" autoComplete="off" />
      <TextField name="shortDescription" label="Short description" />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ProjectSelect name="industry" label="Industry" />
        <ProjectSelect name="companyType" label="Company type" />
        <ProjectSelect name="currentPhase" label="Phase" />
        <TextField name="onboardingDate" label="Programme start" type="date" />
        <TextField
          name="totalCapitalTarget"
          label="Capital target (USD)"
          inputMode="decimal"
          placeholder="250000"
        />
      </div>
      <FormActions onCancel={onCancel} pending={create.isPending} pendingLabel="Creating…" variant="brand">
        Create project
      </FormActions>
    </Form>
  );
}
