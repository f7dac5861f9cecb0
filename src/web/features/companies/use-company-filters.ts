import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, paramsFromFilters, type CompanyFilters } from './filter';

/**
 * The /companies filters live in the URL (?q=&industry=&stage=): a reload, a shared link or Back
 * keeps them. The inputs follow local state at once (URL updates land asynchronously, so fast
 * typing must not read them back); typing replaces the history entry rather than adding one.
 */
export function useCompanyFilters(): [CompanyFilters, (next: CompanyFilters) => void] {
  const [params, setParams] = useSearchParams();
  const [filters, setLocal] = useState(() => filtersFromParams(params));
  /** Query strings written and not yet seen back, oldest first. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const current = params.toString();
    const seen = pending.current.indexOf(current);
    if (seen >= 0) {
      // Our own write arriving: the local state is already at least this new.
      pending.current = pending.current.slice(seen + 1);
      return;
    }
    // Changed from outside (Back, a link to /companies?stage=…): follow the URL.
    pending.current = [];
    setLocal(filtersFromParams(params));
  }, [params]);

  const setFilters = useCallback(
    (next: CompanyFilters) => {
      setLocal(next);
      const nextParams = paramsFromFilters(next);
      pending.current.push(nextParams.toString());
      setParams(nextParams, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [filters, setFilters];
}
