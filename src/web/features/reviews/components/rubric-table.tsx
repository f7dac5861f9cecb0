import { toast } from 'sonner';
import type { RubricCategory } from '~/shared/schemas/reviews';
import { EditDeleteActions } from '~/web/components/ui/row-actions';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { useDeleteCategory } from '../api';

/** The rubric's categories in order; super admins edit and delete (a used category is kept, see its note). */
export function RubricTable({
  categories,
  isPending,
  error,
  canEdit,
  onEdit,
}: {
  categories: RubricCategory[] | undefined;
  isPending: boolean;
  error: string | null;
  canEdit: boolean;
  onEdit: (c: RubricCategory) => void;
}) {
  const remove = useDeleteCategory();
  const totalWeight = (categories ?? []).reduce((sum, c) => sum + c.weight, 0);
  const columns: ColumnDef<RubricCategory, never>[] = [
    {
      id: 'name',
      header: 'Category',
      cell: ({ row }) => (
        <span className="grid gap-0.5">
          <span className="font-medium break-words">{row.original.name}</span>
          {row.original.description && (
            <span className="text-sm break-words text-muted-foreground">{row.original.description}</span>
          )}
        </span>
      ),
    },
    {
      id: 'weight',
      header: 'Weight',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => (
        <span>
          {row.original.weight}
          {totalWeight > 0 && (
            <span className="block text-xs text-muted-foreground">
              {Math.round((row.original.weight / totalWeight) * 100)}% of the total
            </span>
          )}
        </span>
      ),
    },
    { id: 'scores', header: 'Scores given', cell: ({ row }) => row.original.scoreCount },
  ];
  if (canEdit) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', cardLabel: false },
      cell: ({ row }) => {
        const c = row.original;
        return (
          <EditDeleteActions
            of={c.name}
            onEdit={() => onEdit(c)}
            title={`Delete the category "${c.name}"?`}
            description={
              c.scoreCount > 0
                ? `It holds ${c.scoreCount} score${c.scoreCount === 1 ? '' : 's'}, so it cannot be deleted: rename it or change its weight instead.`
                : 'Reviewers will no longer score it.'
            }
            onDelete={() =>
              remove.mutate(c.id, {
                onSuccess: () => toast.success('Category deleted', { description: c.name }),
                onError: (err) => toast.error('Failed to delete category', { description: err.message }),
              })
            }
          />
        );
      },
    });
  }
  return (
    <DataTable
      label="Rubric categories"
      columns={columns}
      data={categories}
      isPending={isPending}
      error={error}
      empty={
        canEdit ? 'No categories yet. Add the first one.' : 'A super admin has not set up the rubric yet.'
      }
    />
  );
}
