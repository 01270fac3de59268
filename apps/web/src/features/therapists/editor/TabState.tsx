import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';

/** A tab's data: a loader while it comes, the error when it fails, else the tab. */
export function TabState<T>({
  query,
  failed,
  children,
}: {
  readonly query: UseQueryResult<T>;
  readonly failed: string;
  readonly children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, failed)}</Alert>;
  return children(query.data);
}
