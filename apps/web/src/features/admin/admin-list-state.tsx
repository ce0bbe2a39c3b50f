import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { admin } from '../../i18n/admin';

interface AdminListStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  loadErrorLabel: string;
  /** Said instead of the list when it has nothing; lists that explain their own emptiness leave it out. */
  emptyLabel?: string;
  isEmpty?: boolean;
  /** The list, shown once it has loaded. */
  children: ReactNode;
}

/** An admin list while it loads, when loading failed (with a retry) or when it is empty; else the list. */
export function AdminListState({
  query,
  loadingLabel,
  loadErrorLabel,
  emptyLabel,
  isEmpty = false,
  children,
}: AdminListStateProps) {
  if (query.isPending) return <Spinner label={loadingLabel} className="size-6" />;
  if (query.isError) {
    return (
      <LoadError retryLabel={admin.common.retry} onRetry={() => void query.refetch()}>
        <p>{loadErrorLabel}</p>
      </LoadError>
    );
  }
  if (isEmpty && emptyLabel) return <p className="text-muted">{emptyLabel}</p>;
  return children;
}
