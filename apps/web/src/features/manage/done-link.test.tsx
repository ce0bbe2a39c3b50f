import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test-utils';
import { CompleteStep } from '../booking/complete-step';
import { makeAppointment } from '../booking/booking-test-data';
import type { GuestDraft } from '../booking/guest-draft';

const draft = {
  details: { firstName: 'Anna', lastName: 'Neri', email: 'anna.neri@example.ch', phone: '+41791234567' },
} as GuestDraft;

const renderDone = (appointment: Parameters<typeof CompleteStep>[0]['appointment']) =>
  renderRoutes([
    { path: '/', element: <CompleteStep draft={draft} appointment={appointment} onBookAgain={() => {}} /> },
  ]);

describe('the done screen of a guest booking', () => {
  it('links to the booking’s manage page with the token the answer carried', () => {
    renderDone({ ...makeAppointment(), manageToken: 'abc_DEF-123' });
    expect(screen.getByRole('heading', { name: 'Gestisci la prenotazione' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apri la pagina della prenotazione' }).getAttribute('href')).toBe(
      '/appuntamento/abc_DEF-123',
    );
  });

  it('without a token (an answer from before the link existed) shows no link', () => {
    renderDone(makeAppointment());
    expect(screen.queryByRole('link', { name: 'Apri la pagina della prenotazione' })).toBeNull();
  });
});
