import { useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import { reviewSubmitSchema, type Review, type RubricCategory } from '~/shared/schemas/reviews';
import { Button } from '~/web/components/ui/button';
import { Form, FormInput, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { Textarea } from '~/web/components/ui/textarea';
import { useSubmitReview } from '../api';

const scale = [1, 2, 3, 4, 5] as const;

/** 1-5 as a radio group: arrow keys move within it, the legend names the category. */
function ScoreChoice({ category }: { category: RubricCategory }) {
  const { register, getFieldState, formState } = useFormContext();
  const name = `scores.${category.id}.score`;
  const { error } = getFieldState(name, formState);
  const errorId = `${category.id}-score-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium">
        {category.name} <span className="font-normal text-muted-foreground">· weight {category.weight}</span>
      </legend>
      {category.description && <p className="text-sm text-muted-foreground">{category.description}</p>}
      <div className="flex flex-wrap gap-1.5">
        {scale.map((n) => (
          <label
            key={n}
            className="flex h-9 cursor-pointer items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input type="radio" value={n} className="size-4 accent-primary" {...register(name)} />
            {n}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

/** The caller's scores: every category 1-5, a comment required on 1 and 5 (checked here and by the server). */
export function ScoreForm({
  applicationId,
  categories,
  mine,
}: {
  applicationId: string;
  categories: RubricCategory[];
  mine: Review | null;
}) {
  const given = new Map(mine?.scores.map((s) => [s.categoryId, s]));
  const form = useZodForm(reviewSubmitSchema, {
    defaultValues: {
      scores: Object.fromEntries(
        categories.map((c) => [
          c.id,
          {
            score: given.get(c.id) ? String(given.get(c.id)!.score) : '',
            comment: given.get(c.id)?.comment ?? '',
          },
        ]),
      ),
    },
  });
  const submit = useSubmitReview(applicationId);
  const names = categories.flatMap((c) => [`scores.${c.id}.score`, `scores.${c.id}.comment`] as const);
  return (
    <Form
      form={form}
      className="grid gap-5"
      aria-label="Your scores"
      onSubmit={(values) =>
        submit.mutate(values, {
          onSuccess: () => toast.success(mine ? 'Your score was updated' : 'Your score was submitted'),
          onError: (err) => {
            setServerErrors(err, form.setError, names as never);
            toast.error('Failed to save your score', { description: err.message });
          },
        })
      }
    >
      {categories.map((c) => (
        <div key={c.id} className="grid gap-2">
          <ScoreChoice category={c} />
          <FormInput
            name={`scores.${c.id}.comment`}
            label={`Comment on ${c.name}`}
            hint="Required for 1 and 5"
          >
            <Textarea rows={2} maxLength={2000} />
          </FormInput>
        </div>
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Saving…' : mine ? 'Update my score' : 'Submit my score'}
        </Button>
      </div>
    </Form>
  );
}
