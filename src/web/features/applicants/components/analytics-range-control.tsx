import { useState } from 'react';
import {
  analyticsPresetLabels,
  analyticsPresets,
  analyticsRangeQuery,
  type AnalyticsPreset,
  type AnalyticsRangeQuery,
} from '~/shared/schemas/analytics-range';
import { Button } from '~/web/components/ui/button';
import { Form, useZodForm } from '~/web/components/ui/form';
import { TextField } from '~/web/components/ui/text-field';

/**
 * Presets and custom from–to days for /admin/analytics. The choice lives in the URL, so a reload
 * or a shared link shows the same range; custom days are checked by the shared schema.
 */
export function AnalyticsRangeControl({
  choice,
  raw,
  errors,
  summary,
  onChange,
}: {
  choice: AnalyticsPreset | 'custom';
  /** The URL's own values, so a bad link's dates show with their messages. */
  raw: { from?: string; to?: string };
  errors: Partial<Record<'range' | 'from' | 'to', string>>;
  summary: string;
  onChange: (next: AnalyticsRangeQuery) => void;
}) {
  const badLink = Object.keys(errors).length > 0;
  const [custom, setCustom] = useState(choice === 'custom' || badLink);
  const form = useZodForm(analyticsRangeQuery, {
    defaultValues: { from: raw.from ?? '', to: raw.to ?? '' },
    errors: badLink ? fieldErrors(errors) : undefined,
  });
  const pressed = (option: AnalyticsPreset | 'custom') => (custom ? option === 'custom' : option === choice);

  return (
    <section aria-labelledby="analytics-range-heading" className="space-y-3 rounded-lg border p-4">
      <h2 id="analytics-range-heading" className="text-sm font-semibold">
        Date range
      </h2>
      <div role="group" aria-labelledby="analytics-range-heading" className="flex flex-wrap gap-2">
        {analyticsPresets.map((preset) => (
          <Button
            key={preset}
            type="button"
            size="sm"
            variant={pressed(preset) ? 'default' : 'outline'}
            aria-pressed={pressed(preset)}
            onClick={() => {
              setCustom(false);
              onChange({ range: preset });
            }}
          >
            {analyticsPresetLabels[preset]}
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant={pressed('custom') ? 'default' : 'outline'}
          aria-pressed={pressed('custom')}
          onClick={() => setCustom(true)}
        >
          Custom dates
        </Button>
      </div>
      {custom && (
        <Form
          form={form}
          aria-label="Custom date range"
          className="flex flex-wrap items-start gap-3"
          onSubmit={(values) => onChange({ from: values.from, to: values.to })}
        >
          <div className="w-44">
            <TextField name="from" label="From" type="date" />
          </div>
          <div className="w-44">
            <TextField name="to" label="To" type="date" />
          </div>
          <Button type="submit" size="sm" className="sm:mt-7">
            Apply
          </Button>
        </Form>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
    </section>
  );
}

const fieldErrors = (errors: Partial<Record<'range' | 'from' | 'to', string>>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field === 'range' ? 'from' : field,
      { type: 'url', message },
    ]),
  );
