import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite has one connection: an open transaction holds it until it ends, and a statement sent through the
 * database instead of the transaction's `tx` waits for that end. Sent from inside the transaction's own work, it
 * waits for itself and the request never answers (PostgreSQL would run it on another pooled connection, so the
 * mistake passes there). The guard turns that silent hang into an error naming the statement, at once.
 *
 * Work that a transaction starts without awaiting it (a timer it sets, say) inherits the marker too; such a
 * statement is refused as well, which is what we want: nothing started inside a transaction should read around it.
 */
export class StatementOutsideTransactionError extends Error {
  constructor(statement: string) {
    super(
      `PGlite: a statement was sent through the database while a transaction of the same work is open; it would ` +
        `wait for that transaction forever. Send it through the transaction (tx). Statement: ${statement.slice(0, 200)}`,
    );
    this.name = 'StatementOutsideTransactionError';
  }
}

const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export function guardTransactions(client: PGlite): PGlite {
  const transaction = client.transaction.bind(client);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const refuseInsideTransaction = (statement: string) => {
    if (openTransaction.getStore()?.open) throw new StatementOutsideTransactionError(statement);
  };
  client.transaction = (async (work: Parameters<PGlite['transaction']>[0]) => {
    refuseInsideTransaction('BEGIN');
    const marker = { open: true };
    try {
      return await openTransaction.run(marker, () => transaction(work));
    } finally {
      marker.open = false;
    }
  }) as PGlite['transaction'];
  client.query = (async (statement: string, ...rest: unknown[]) => {
    refuseInsideTransaction(statement);
    return query(statement, ...(rest as []));
  }) as PGlite['query'];
  client.exec = (async (script: string, ...rest: unknown[]) => {
    refuseInsideTransaction(script);
    return exec(script, ...(rest as []));
  }) as PGlite['exec'];
  return client;
}
