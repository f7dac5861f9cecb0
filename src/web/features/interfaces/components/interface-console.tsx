import { useMemo } from 'react';
import { Link } from 'react-router';
import { JournalTable } from '~/web/components/contracts/journal-table';
import { RecordLoadError } from '~/web/components/layout/record-load-error';
import { Badge } from '~/web/components/ui/badge';
import { Section } from '~/web/components/ui/section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { ExplorerLink } from '~/web/components/contracts/explorer-link';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { useDeployment, useJournal, useProxyInfo } from '../api';
import { mergeProxyAbi } from '../merge-abi';
import { AbiReplaceButton } from './abi-replace-dialog';
import { EventsTab } from './events-tab';
import { JournalArgs } from './journal-args';
import { ProxyPanel } from './proxy-panel';
import { ReadTab } from './read-tab';
import { RolesTab } from './roles-tab';
import { WriteTab } from './write-tab';

/** /interfaces/{id}: the ABI-driven console of one deployment, with its journal. */
export function InterfaceConsole({ id }: { id: string }) {
  const query = useDeployment(id);
  const journal = useJournal(id);
  const proxy = useProxyInfo(id);
  const registered = query.data;
  // A proxy's console calls the implementation's functions (with the proxy's own) through the proxy.
  const implementationAbi = proxy.data?.implementationAbi?.abi;
  const d = useMemo(
    () =>
      registered && implementationAbi
        ? {
            ...registered,
            abi: { ...registered.abi, abi: mergeProxyAbi(registered.abi.abi, implementationAbi) },
          }
        : registered,
    [registered, implementationAbi],
  );
  useDocumentTitle(d ? `${d.label || d.abiName} console` : 'Contract console');
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError || !d) {
    return (
      <RecordLoadError
        error={query.error}
        noun="contract"
        title="Contract console"
        back={{ to: '/interfaces', label: 'Back to interfaces' }}
      />
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-2">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link to="/interfaces" className="underline-offset-4 hover:underline">
            Interfaces
          </Link>{' '}
          /{' '}
          <Link to={`/products/${d.productId}`} className="underline-offset-4 hover:underline">
            {d.productName}
          </Link>
        </nav>
        <h1 className="text-2xl font-semibold tracking-tight">{d.label || d.abiName}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">
            {d.network.name} ({d.chainId})
          </Badge>
          <ExplorerLink
            href={d.explorerAddressUrl}
            note="(opens the explorer)"
            className="font-mono text-xs break-all underline"
          >
            {d.contractAddress}
          </ExplorerLink>
          <span className="text-muted-foreground">
            ABI {d.abiName} · {d.abiSource}
            {d.abi.verification !== 'unverified' && ` · ${d.abi.verification} match`}
          </span>
          <AbiReplaceButton deployment={d} />
        </div>
      </div>
      <ProxyPanel deployment={d} query={proxy} />
      <Tabs defaultValue="read">
        <TabsList className="max-w-md">
          <TabsTrigger value="read">Read</TabsTrigger>
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="events">Events</TabsTrigger>
          <TabsTrigger value="roles">Roles</TabsTrigger>
        </TabsList>
        <TabsContent value="read">
          <ReadTab deployment={d} />
        </TabsContent>
        <TabsContent value="write">
          <WriteTab deployment={d} />
        </TabsContent>
        <TabsContent value="events">
          <EventsTab deployment={d} />
        </TabsContent>
        <TabsContent value="roles">
          <RolesTab deployment={d} />
        </TabsContent>
      </Tabs>
      <Section id="journal-heading" title="Transaction journal" className="space-y-3">
        <JournalTable
          rows={journal.data}
          isPending={journal.isPending}
          error={journal.isError ? queryErrorMessage(journal.error) : null}
          explorerFor={() => d.network.explorerUrl}
          renderArgs={(tx) => <JournalArgs tx={tx} deployment={d} />}
        />
      </Section>
    </div>
  );
}
