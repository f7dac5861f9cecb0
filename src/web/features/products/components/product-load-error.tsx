import { RecordLoadError } from '~/web/components/layout/record-load-error';

/** A product that did not load: 'Product not found' for a deleted one or a bad id, else the failure. */
export function ProductLoadError({ error, title }: { error: unknown; title: string }) {
  return (
    <RecordLoadError
      error={error}
      noun="product"
      title={title}
      missingStatuses={[400, 404]}
      back={{ to: '/products', label: 'Back to products' }}
    />
  );
}
