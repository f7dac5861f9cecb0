import { toast } from 'sonner';
import { reviewSubmitSchema, type Review, type RubricCategory } from '~/shared/schemas/reviews';
import { Button } from '~/web/components/ui/button';
import { Form, FormInput, formError, useZodForm } from '~/web/components/ui/form';
import { NativeSelect } from '~/web/components/ui/native-select';
import { Textarea } from '~/web/components/ui/textarea';
import { useSubmitReview } from '../api';

const scale = [
  [1, '1 – weak'],
  [2, '2'],
  [3, '3 – adequate'],
  [4, '4'],
  [5, '5 – strong'],
] as const;

/** One category's score: a native select (keyboard and screen-reader friendly), its error named under it. */
function ScoreChoice({ category }: { category: RubricCategory }) {
  return (
    <FormInput
      name={`scores.${category.id}.score`}
      label={`${category.name} (weight ${category.weight})`}
      hint={category.description ?? undefined}
    >
      <NativeSelect>
        <option value="">Choose 1 to 5</option>
        {scale.map(([n, label]) => (
          <option key={n} value={n}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </FormInput>
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
  // Not fieldsOf(reviewSubmitSchema): its one key, `scores`, is a record; the server names each
  // category's inputs (`scores.<id>.comment`), so the names are those of the categories shown.
  const names = categories.flatMap((c) => [`scores.${c.id}.score`, `scores.${c.id}.comment`] as const);
  return (
    <Form
      form={form}
      className="grid gap-5"
      aria-label="Your scores"
      onSubmit={(values) =>
        submit.mutate(values, {
          onSuccess: () => toast.success(mine ? 'Your score was updated' : 'Your score was submitted'),
          onError: formError(form, names, 'Failed to save your score'),
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
        <Button type="submit" busy={submit.isPending}>
          {submit.isPending ? 'Saving…' : mine ? 'Update my score' : 'Submit my score'}
        </Button>
      </div>
    </Form>
  );
}
