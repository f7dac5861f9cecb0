import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { abiEvents } from '~/shared/abi';
import { monitorKindLabels, monitorKinds, monitorSchema, type Monitor } from '~/shared/schemas/monitors';
import { fieldsOf, Form, FormCheckbox, FormInput, formError, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { TextField } from '~/web/components/ui/text-field';
import { deploymentChoicesQuery, deploymentDetailQuery, useSaveMonitor } from '../api';

/**
 * Create or edit a monitor. The shared schema checks the shape here; the server checks the event
 * and the condition against the contract's ABI and its field errors land on those inputs.
 */
export function MonitorForm({
  monitor,
  onDone,
  onSecret,
}: {
  monitor?: Monitor;
  onDone: () => void;
  /** A new webhook secret, shown once. */
  onSecret: (secret: string, monitorName: string) => void;
}) {
  const form = useZodForm(monitorSchema, {
    defaultValues: {
      deploymentId: monitor?.deploymentId ?? '',
      name: monitor?.name ?? '',
      kind: monitor?.kind ?? 'event',
      eventName: monitor?.eventName ?? '',
      condition: monitor?.condition ?? '',
      webhookUrl: monitor?.webhookUrl ?? '',
      isActive: monitor?.isActive ?? true,
    },
  });
  const save = useSaveMonitor(monitor);
  const deployments = useQuery(deploymentChoicesQuery);
  const deploymentId = useWatch({ control: form.control, name: 'deploymentId' }) as string;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const detail = useQuery(deploymentDetailQuery(deploymentId));
  const events = detail.data ? abiEvents(detail.data.abi.abi) : [];

  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(values) => {
        const body = monitor
          ? {
              name: values.name,
              eventName: values.eventName ?? null,
              condition: values.condition ?? null,
              webhookUrl: values.webhookUrl,
              isActive: values.isActive,
            }
          : values;
        save.mutate(body, {
          onSuccess: (saved) => {
            toast.success(monitor ? 'Monitor updated' : 'Monitor created', { description: saved.name });
            if (saved.webhookSecret) onSecret(saved.webhookSecret, saved.name);
            onDone();
          },
          onError: formError(
            form,
            fieldsOf(monitorSchema),
            monitor ? 'Failed to update monitor' : 'Failed to create monitor',
            {
              quiet: true,
            },
          ),
        });
      }}
    >
      <TextField name="name" label="Name" placeholder="Large deposits" />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormInput name="deploymentId" label="Contract">
          <NativeSelect disabled={Boolean(monitor)}>
            <option value="">Choose a contract…</option>
            <Options
              items={deployments.data}
              value={(d) => d.id}
              label={(d) => (
                <>
                  {d.label || d.abiName} · {d.networkName}
                </>
              )}
            />
          </NativeSelect>
        </FormInput>
        <FormInput name="kind" label="Watch for">
          <NativeSelect disabled={Boolean(monitor)}>
            <Options items={monitorKinds} label={(k) => monitorKindLabels[k]} />
          </NativeSelect>
        </FormInput>
      </div>
      {kind === 'event' && (
        <>
          <FormInput name="eventName" label="Event">
            <NativeSelect>
              <option value="">{deploymentId ? 'Choose an event…' : 'Choose a contract first'}</option>
              <Options
                items={events}
                value={(e) => e.name}
                label={(e) => (
                  <>
                    {e.name}({e.inputs.map((i) => `${i.type} ${i.name ?? ''}`.trim()).join(', ')})
                  </>
                )}
              />
            </NativeSelect>
          </FormInput>
          <TextField
            name="condition"
            label="Condition (optional)"
            hint="Compare the event's arguments: value > 1000e18 and from == 0x… (==, !=, >, >=, <, <=, and, or, parentheses). Amounts are in the token's smallest unit."
            className="font-mono"
            spellCheck={false}
            autoComplete="off"
          />
        </>
      )}
      <TextField
        name="webhookUrl"
        label="Webhook URL (optional)"
        hint="Each alert is POSTed as JSON, signed with HMAC-SHA256 in the X-Hatchery-Signature header (sha256=<hex>); failures are retried with backoff."
        type="url"
        placeholder="https://"
      />
      <FormCheckbox name="isActive">Active</FormCheckbox>
      <p className="text-sm text-muted-foreground">
        Every alert also reaches admins as a notification in the app and by e-mail.
      </p>
      <FormActions onCancel={onDone} pending={save.isPending} pendingLabel="Saving…">
        {monitor ? 'Save monitor' : 'Create monitor'}
      </FormActions>
    </Form>
  );
}
