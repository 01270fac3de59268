import { useState } from 'react';
import type { ListSort } from './ListTable.tsx';

/**
 * A server-sorted list's order: clicking the sorted heading again reverses it, another heading sorts
 * by it ascending. `restart` wraps the change (useListState's `filter`) so the list starts again at
 * its first page. `sorting` is the order as the server takes it: "column asc|desc".
 */
export function useListSort<S extends string>(
  initial: S,
  restart: (set: (column: S) => void) => (column: S) => void,
  /** The first order's direction (newest first: 'desc' on a date). */
  initialDirection: 'asc' | 'desc' = 'asc',
): ListSort<S> & { readonly sorting: string } {
  const [sort, setSort] = useState<{ column: S; direction: 'asc' | 'desc' }>({
    column: initial,
    direction: initialDirection,
  });
  return {
    ...sort,
    sorting: `${sort.column} ${sort.direction}`,
    onSort: restart((column) =>
      setSort((s) => ({ column, direction: s.column === column && s.direction === 'asc' ? 'desc' : 'asc' })),
    ),
  };
}
