import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppointmentNoticeEvent } from '@barber/shared/realtime';
import { toast } from '../../lib/toast';
import { useAppointmentNotices } from './use-appointment-notices';

// The socket is replaced by the watch's callback: the test plays the server's appointment_notice.
const watched = vi.hoisted(() => ({ name: '', handler: null as null | ((event: AppointmentNoticeEvent) => void), stops: 0 }));
vi.mock('../../lib/own-event-watch', () => ({
  watchOwnEvent: (name: string, handler: (event: AppointmentNoticeEvent) => void) => {
    watched.name = name;
    watched.handler = handler;
    return () => (watched.stops += 1);
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('useAppointmentNotices', () => {
  it("toasts the server's line and reloads the panel's appointment lists; stops listening when the panel closes", () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useAppointmentNotices(), { wrapper });
    expect(watched.name).toBe('appointment_notice');
    const message = 'Nuova prenotazione: Anna Neri, mercoledì, 3 giugno 2026 alle 10:00';
    watched.handler!({ type: 'created', appointmentId: 'a-1', date: '2026-06-03', time: '10:00', message });
    expect(info).toHaveBeenCalledWith(message);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['barber-panel', 'appointments'] });
    unmount();
    expect(watched.stops).toBe(1);
  });
});
