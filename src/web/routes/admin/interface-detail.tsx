import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { deploymentQuery, journalQuery } from '~/web/features/interfaces/api';
import { InterfaceConsole } from '~/web/features/interfaces/components/interface-console';

/** Starts the deployment and journal queries while the wallet chunk loads, instead of after it. */
export const loader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) {
      void queryClient.prefetchQuery(deploymentQuery(params.id));
      void queryClient.prefetchQuery(journalQuery(params.id));
    }
    return null;
  };

export default function InterfaceDetailPage() {
  const { id = '' } = useParams();
  return <InterfaceConsole id={id} />;
}
