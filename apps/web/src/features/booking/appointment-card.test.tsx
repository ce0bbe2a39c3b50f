import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppointmentCard } from './appointment-card';
import { makeAppointment } from './booking-test-data';
import { sortAppointments } from './my-appointments';

const now = new Date('2026-11-20T10:00:00.000Z');
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

function renderCard(overrides: Parameters<typeof makeAppointment>[0]) {
  const onModify = vi.fn();
  const onCancel = vi.fn();
  render(
    <AppointmentCard
      appointment={makeAppointment(overrides)}
      now={now}
      onModify={onModify}
      onCancel={onCancel}
    />,
  );
  return { onModify, onCancel };
}

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

describe('AppointmentCard', () => {
  it('offers Modifica and Cancella for a confirmed appointment more than 24 hours away', () => {
    const { onModify, onCancel } = renderCard({ startsAt: hoursAhead(48) });
    expect(screen.getByText('Confermato')).toBeTruthy();
    expect(screen.getByText(/martedì 24 novembre 2026, 10:15/)).toBeTruthy();
    fireEvent.click(button('Modifica')!);
    fireEvent.click(button('Cancella')!);
    expect(onModify).toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalled();
    expect(screen.queryByText(/mancano meno di 24 ore/)).toBeNull();
  });

  it.each([
    ['23 hours', 23],
    ['exactly 24 hours', 24],
  ])('disables both with the spec messages %s before', (_label, hours) => {
    renderCard({ status: 'pending', startsAt: hoursAhead(hours) });
    expect(screen.getByText('In attesa')).toBeTruthy();
    expect(button('Modifica')!.disabled).toBe(true);
    expect(button('Cancella')!.disabled).toBe(true);
    const modifyNote = "Non puoi più modificare l'appuntamento perché mancano meno di 24 ore";
    const cancelNote = "Non puoi più cancellare l'appuntamento perché mancano meno di 24 ore";
    expect(screen.getByText(modifyNote)).toBeTruthy();
    expect(screen.getByText(cancelNote)).toBeTruthy();
    const described = (name: string) =>
      (button(name)!.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(described('Modifica')).toContain(modifyNote);
    expect(described('Cancella')).toContain(cancelNote);
  });

  it.each([
    ['cancelled', 'Cancellato'],
    ['completed', 'Completato'],
  ] as const)('shows no actions for a %s appointment', (status, label) => {
    renderCard({
      status,
      startsAt: hoursAhead(72),
      cancellationReason: status === 'cancelled' ? 'Imprevisto' : null,
    });
    expect(screen.getByText(label)).toBeTruthy();
    expect(button('Modifica')).toBeNull();
    expect(button('Cancella')).toBeNull();
    if (status === 'cancelled') expect(screen.getByText('Motivo: Imprevisto')).toBeTruthy();
  });
});

describe('sortAppointments', () => {
  it('lists upcoming active appointments first, soonest first, then the rest latest first', () => {
    const list = [
      makeAppointment({ _id: 'past', status: 'completed', startsAt: hoursAhead(-200) }),
      makeAppointment({ _id: 'later', startsAt: hoursAhead(100) }),
      makeAppointment({ _id: 'cancelled', status: 'cancelled', startsAt: hoursAhead(50) }),
      makeAppointment({ _id: 'soon', startsAt: hoursAhead(30) }),
    ];
    expect(sortAppointments(list, now).map((a) => a._id)).toEqual(['soon', 'later', 'cancelled', 'past']);
  });
});
