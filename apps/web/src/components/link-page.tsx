import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { errorMessage } from '../lib/form-errors';
import { ButtonLink } from './button-link';
import { LinkNotFound } from './link-not-found';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';

interface LinkPageProps<T> {
  /** The link's token looked up on the server. */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  texts: {
    loading: string;
    loadError: string;
    retry: string;
    notFoundTitle: string;
    notFoundText: string;
    home: string;
  };
  /** Says why the load failed, as the request said it, under the failure. */
  errorDetail?: boolean;
  /** Where else to go when the server does not know the token (404), beside the way home. */
  notFoundActions?: ReactNode;
  /** The page's width. */
  width: 'max-w-xl' | 'max-w-2xl';
  children: (data: T) => ReactNode;
}

/** The page a signed link opens (a manage link, a waiting-list offer): loading, unknown token, failed, or the data. */
export function LinkPage<T>({
  query,
  texts,
  errorDetail = false,
  notFoundActions,
  width,
  children,
}: LinkPageProps<T>) {
  let body: ReactNode;
  if (query.isPending) body = <LoadingBlock label={texts.loading} minHeight="min-h-48" />;
  else if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    body = (
      <LinkNotFound title={texts.notFoundTitle} text={texts.notFoundText}>
        <ButtonLink to="/" variant="secondary">
          {texts.home}
        </ButtonLink>
        {notFoundActions}
      </LinkNotFound>
    );
  else if (query.isError)
    body = (
      <LoadError icon retryLabel={texts.retry} onRetry={() => void query.refetch()}>
        <p className="font-semibold">{texts.loadError}</p>
        {errorDetail && <p className="text-sm">{errorMessage(query.error)}</p>}
      </LoadError>
    );
  else body = children(query.data as T);
  return <section className={`mx-auto w-full ${width} px-4 py-8 sm:py-12`}>{body}</section>;
}
