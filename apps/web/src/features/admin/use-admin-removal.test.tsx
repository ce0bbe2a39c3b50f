import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { serverMessageOr, useAdminRemoval } from './use-admin-removal';

type Row = { _id: string };

function renderRemoval(remove: (row: Row) => Promise<string>, onRemoved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useAdminRemoval({ remove, onRemoved, describeError: serverMessageOr('Eliminazione non riuscita') }),
    { wrapper },
  );
  return { hook, onRemoved };
}

describe('useAdminRemoval', () => {
  it('asks about a record, deletes it on confirm, closes the dialog and reports the answer', async () => {
    const remove = vi.fn(async (row: Row) => `gone ${row._id}`);
    const { hook, onRemoved } = renderRemoval(remove);
    expect(hook.result.current.dialog.target).toBeNull();

    act(() => hook.result.current.ask({ _id: 'a' }));
    expect(hook.result.current.dialog.target).toEqual({ _id: 'a' });
    act(() => hook.result.current.dialog.onConfirm({ _id: 'a' }));

    await waitFor(() => expect(hook.result.current.target).toBeNull());
    expect(remove.mock.calls.map((call) => call[0])).toEqual([{ _id: 'a' }]);
    expect(onRemoved).toHaveBeenCalledWith('gone a', { _id: 'a' });
    expect(hook.result.current.dialog.error).toBeUndefined();
  });

  it("shows the server's message of a failure (else the fallback) and forgets it when asked again", async () => {
    const remove = vi
      .fn<(row: Row) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION', 'Il servizio è in uso'))
      .mockRejectedValueOnce(new Error('boom'));
    const { hook, onRemoved } = renderRemoval(remove);

    act(() => hook.result.current.ask({ _id: 'a' }));
    act(() => hook.result.current.dialog.onConfirm({ _id: 'a' }));
    await waitFor(() => expect(hook.result.current.dialog.error).toBe('Il servizio è in uso'));
    expect(hook.result.current.target).toEqual({ _id: 'a' });

    act(() => hook.result.current.dialog.onConfirm({ _id: 'a' }));
    await waitFor(() => expect(hook.result.current.dialog.error).toBe('Eliminazione non riuscita'));

    act(() => hook.result.current.ask({ _id: 'b' }));
    expect(hook.result.current.dialog.error).toBeUndefined();
    act(() => hook.result.current.dialog.onCancel());
    expect(hook.result.current.target).toBeNull();
    expect(onRemoved).not.toHaveBeenCalled();
  });
});
