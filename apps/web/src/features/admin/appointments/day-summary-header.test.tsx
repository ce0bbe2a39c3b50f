import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DaySummaryHeader } from './day-summary-header';
import { makeAppointment } from './test-appointment';

describe('DaySummaryHeader', () => {
  it('shows the date, the number of appointments, the confirmed ones and the revenue of the completed ones (ADR 0020)', () => {
    render(
      <DaySummaryHeader
        title="Martedì 10 marzo 2026"
        appointments={[
          makeAppointment({ status: 'confirmed', price: 35 }),
          makeAppointment({ status: 'confirmed', price: 40 }),
          makeAppointment({ status: 'pending', price: 25.5 }),
          makeAppointment({ status: 'completed', price: 45.5 }),
          makeAppointment({ status: 'cancelled', price: 100 }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Martedì 10 marzo 2026' })).toBeTruthy();
    expect(screen.getByTestId('summary-count').textContent).toBe('5 appuntamenti');
    expect(screen.getByTestId('summary-confirmed').textContent).toBe('2 confermati');
    // Only the completed 45.50 is earned: booked ones have earned nothing yet, the cancelled 100 nothing at all.
    expect(screen.getByTestId('summary-revenue').textContent).toMatch(/^Incasso: CHF\s45\.50/);
  });

  it('speaks in the singular for one appointment and shows CHF 0.00 when all are cancelled', () => {
    render(
      <DaySummaryHeader title="Oggi" appointments={[makeAppointment({ status: 'cancelled', price: 30 })]} />,
    );
    expect(screen.getByTestId('summary-count').textContent).toBe('1 appuntamento');
    expect(screen.getByTestId('summary-confirmed').textContent).toBe('0 confermati');
    expect(screen.getByTestId('summary-revenue').textContent).toMatch(/CHF\s0\.00/);
  });
});
