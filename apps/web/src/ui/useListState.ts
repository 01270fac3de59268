import { useDeferredValue, useState } from 'react';
import type { ListPaging } from './ListPanel.tsx';

/**
 * The state behind a server-paged list with a search box: the typed text, the deferred trimmed
 * search sent to the server, the page (from 0) and its size. Changing the text or a filter starts
 * again at the first page.
 */
export function useListState(pageSizes: readonly number[]) {
  const [query, setQueryText] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 20);
  const search = useDeferredValue(query.trim());
  return {
    query,
    search,
    page,
    pageSize,
    setQuery(text: string) {
      setQueryText(text);
      setPage(0);
    },
    /** Wraps a filter's setter so that changing it starts at the first page. */
    filter<T>(set: (value: T) => void) {
      return (value: T) => {
        set(value);
        setPage(0);
      };
    },
    /** The paging props of ListPanel for a reply with `count` rows in all. */
    paging(count: number): ListPaging {
      return { count, page, pageSize, pageSizes, onPage: setPage, onPageSize: setPageSize };
    },
  };
}
