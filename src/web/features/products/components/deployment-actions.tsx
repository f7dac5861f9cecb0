import { useState } from 'react';
import { toast } from 'sonner';
import { functionSignature, writeFunctions } from '~/shared/abi';
import { contractUpdateSchema, type DeploymentDetail } from '~/shared/schemas/deployments';
import { DeleteButton, EditButton } from '~/web/components/ui/row-actions';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { fieldsOf, Form, FormCheckboxItem, formError, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { FormDialog } from '~/web/components/ui/form-dialog';
import { TextField } from '~/web/components/ui/text-field';
import { useDeleteDeployment, useUpdateDeployment } from '../api';

const nameOf = (d: DeploymentDetail) => d.label || d.abiName;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 monitors, 5 alerts and 1 launch schedule will be deleted too. ": what the delete cascades to. */
export function goesWith(d: Pick<DeploymentDetail, 'monitorCount' | 'alertCount' | 'launchScheduleCount'>) {
  const parts = [
    d.monitorCount > 0 ? counted(d.monitorCount, 'monitor', 'monitors') : null,
    d.alertCount > 0 ? counted(d.alertCount, 'alert', 'alerts') : null,
    d.launchScheduleCount > 0 ? counted(d.launchScheduleCount, 'launch schedule', 'launch schedules') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${list} will be deleted too. `;
}

/** Edit (label, admin functions) and Delete for one deployment on its product's page. */
export function DeploymentActions({ deployment }: { deployment: DeploymentDetail }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteDeployment(deployment.productId);
  const name = nameOf(deployment);
  return (
    <div className="flex flex-wrap gap-2">
      <EditButton of={name} onClick={() => setEditing(true)} />
      <ConfirmDialog
        trigger={<DeleteButton of={name} />}
        title={`Delete ${name}?`}
        description={
          <>
            The deployment at <span className="font-mono break-all">{deployment.contractAddress}</span> on{' '}
            {deployment.network.name} and its ABI copy are removed from Hatchery (the contract stays on
            chain). {goesWith(deployment)}Its journal entries are kept.
          </>
        }
        confirmLabel="Delete deployment"
        destructive
        onConfirm={() =>
          remove.mutate(
            { id: deployment.id, monitors: deployment.monitorCount },
            {
              onSuccess: () => toast.success('Deployment deleted', { description: name }),
              onError: (err) => toast.error('Failed to delete the deployment', { description: err.message }),
            },
          )
        }
      />
      <FormDialog
        open={editing}
        onClose={() => setEditing(false)}
        title={`Edit ${name}`}
        description="The label names it in lists; admin functions are marked in the console."
      >
        <DeploymentForm deployment={deployment} onDone={() => setEditing(false)} />
      </FormDialog>
    </div>
  );
}

// The schema's fields but labelWas, the label the edit started from, which has no input: a server
// message about it goes to the toast.
const inputFields = fieldsOf(contractUpdateSchema).filter((name) => name !== 'labelWas');

function DeploymentForm({ deployment, onDone }: { deployment: DeploymentDetail; onDone: () => void }) {
  const form = useZodForm(contractUpdateSchema, {
    // labelWas: the label this edit started from; the server refuses it if someone changed it since.
    defaultValues: {
      label: deployment.label ?? '',
      labelWas: deployment.label,
      adminFunctions: deployment.abi.adminFunctions,
    },
  });
  const adminError = form.formState.errors.adminFunctions?.message;
  const save = useUpdateDeployment(deployment.productId);
  const signatures = writeFunctions(deployment.abi.abi).map(functionSignature);

  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(body) =>
        save.mutate(
          { id: deployment.id, body },
          {
            onSuccess: () => {
              toast.success('Deployment updated', { description: body.label || deployment.abiName });
              onDone();
            },
            onError: formError(form, inputFields, 'Failed to update the deployment'),
          },
        )
      }
    >
      <TextField name="label" label="Label" hint={`Empty: shown as ${deployment.abiName}`} maxLength={100} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Admin functions</legend>
        {signatures.length === 0 ? (
          <p className="text-sm text-muted-foreground">This ABI has no state-changing functions.</p>
        ) : (
          <div className="grid gap-1 sm:grid-cols-2">
            {signatures.map((sig) => (
              <label key={sig} className="flex items-center gap-2 font-mono text-xs break-all">
                <FormCheckboxItem name="adminFunctions" value={sig} className="size-4 shrink-0" />
                {sig}
              </label>
            ))}
          </div>
        )}
        {adminError && (
          <p role="alert" className="text-sm text-destructive">
            {adminError}
          </p>
        )}
      </fieldset>
      <FormActions onCancel={onDone} pending={save.isPending} pendingLabel="Saving…">
        Save deployment
      </FormActions>
    </Form>
  );
}
