import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TemporaryAbsence } from '@barber/shared/schemas/absences';
import { AbsenceList } from './absence-list';

const absence = (id: string, barberId: string | null): TemporaryAbsence => ({
  _id: id,
  id,
  date: '2026-03-10',
  startTime: '09:00',
  endTime: '10:30',
  timeRange: '09:00 - 10:30',
  reason: 'Formazione',
  notes: null,
  blockedSlots: [],
  barberId,
});

describe('AbsenceList', () => {
  it("names the barber of a barber's absence and 'Tutti i barbieri' for the whole studio", () => {
    render(
      <AbsenceList
        absences={[absence('a', null), absence('b', 'barber-2')]}
        barbers={[{ _id: 'barber-2', firstName: 'Luca', lastName: 'Moretti' }]}
        editingId={null}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Tutti i barbieri');
    expect(items[1]?.textContent).toContain('Luca Moretti');
    expect(items[1]?.textContent).not.toContain('Tutti i barbieri');
  });
});
