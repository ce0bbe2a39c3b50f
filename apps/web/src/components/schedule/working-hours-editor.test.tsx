import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeWorkingDay } from '@barber/shared/domain/test-working-day';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { renderControlled } from '../../test-utils';
import { WorkingHoursEditor } from './working-hours-editor';
import { completeWeek } from './working-hours-rules';

const monday = makeWorkingDay({ breakEnd: '13:00' });

/** The editor is controlled: a small owner keeps the state and reports every change. */
function renderEditor(initial: WorkingDay[], defaultBreak = { start: '12:00', end: '12:30' }) {
  const { last } = renderControlled(initial, (value, onChange) => (
    <WorkingHoursEditor value={value} defaultBreak={defaultBreak} onChange={onChange} />
  ));
  const dayOf = (name: WorkingDay['day']) => last().find((d) => d.day === name)!;
  return { dayOf };
}

const row = (name: string) => screen.getByRole('group', { name });

describe('WorkingHoursEditor', () => {
  it('shows seven days, monday first, with opening, closing and the break of a working day', () => {
    renderEditor(completeWeek([monday]));
    const names = screen
      .getAllByRole('group')
      .filter((g) => g.tagName === 'DIV')
      .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(names).toEqual(['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica']);
    expect((within(row('Lunedì')).getByLabelText('Apertura Lunedì') as HTMLInputElement).value).toBe('09:00');
    expect((within(row('Lunedì')).getByLabelText('Fine pausa Lunedì') as HTMLInputElement).value).toBe(
      '13:00',
    );
    expect(within(row('Martedì')).getByText('Chiuso')).toBeTruthy();
  });

  it('turning a working day off clears its break and hides its times', () => {
    const { dayOf } = renderEditor(completeWeek([monday]));
    fireEvent.click(within(row('Lunedì')).getByRole('checkbox', { name: 'Lunedì' }));
    expect(dayOf('monday')).toMatchObject({
      isWorking: false,
      hasBreak: false,
      breakStart: null,
      breakEnd: null,
    });
    expect(within(row('Lunedì')).queryByLabelText('Apertura Lunedì')).toBeNull();
    // Back on, the hours come back but the break stays off.
    fireEvent.click(within(row('Lunedì')).getByRole('checkbox', { name: 'Lunedì' }));
    expect(dayOf('monday')).toMatchObject({
      isWorking: true,
      startTime: '09:00',
      endTime: '19:00',
      hasBreak: false,
    });
  });

  it('a day switched on without hours gets the fallback 09:00-18:00', () => {
    const { dayOf } = renderEditor(completeWeek([]));
    fireEvent.click(within(row('Martedì')).getByRole('checkbox', { name: 'Martedì' }));
    expect(dayOf('tuesday')).toMatchObject({
      isWorking: true,
      startTime: '09:00',
      endTime: '18:00',
      hasBreak: false,
    });
  });

  it('the break off clears its times; on, it takes the default given by the panel', () => {
    const { dayOf } = renderEditor(completeWeek([monday]), { start: '12:00', end: '13:00' });
    const pausa = within(row('Lunedì')).getByRole('checkbox', { name: 'Pausa Pranzo Lunedì' });
    fireEvent.click(pausa);
    expect(dayOf('monday')).toMatchObject({ hasBreak: false, breakStart: null, breakEnd: null });
    expect(within(row('Lunedì')).queryByLabelText('Inizio pausa Lunedì')).toBeNull();
    fireEvent.click(pausa);
    expect(dayOf('monday')).toMatchObject({ hasBreak: true, breakStart: '12:00', breakEnd: '13:00' });
  });

  it("the admin's default break is 12:00-12:30", () => {
    const { dayOf } = renderEditor(
      completeWeek([{ ...monday, hasBreak: false, breakStart: null, breakEnd: null }]),
    );
    fireEvent.click(within(row('Lunedì')).getByRole('checkbox', { name: 'Pausa Pranzo Lunedì' }));
    expect(dayOf('monday')).toMatchObject({ breakStart: '12:00', breakEnd: '12:30' });
  });

  it("shows the shared validation's message under the day and marks the input", () => {
    renderEditor(completeWeek([monday]));
    const lunedi = within(row('Lunedì'));
    fireEvent.change(lunedi.getByLabelText('Apertura Lunedì'), { target: { value: '' } });
    expect(
      lunedi.getByText('Gli orari di apertura e chiusura sono obbligatori per i giorni lavorativi'),
    ).toBeTruthy();
    expect(lunedi.getByLabelText('Apertura Lunedì').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(lunedi.getByLabelText('Apertura Lunedì'), { target: { value: '13:30' } });
    expect(lunedi.getByText("La pausa pranzo deve essere compresa nell'orario di lavoro")).toBeTruthy();
    expect(lunedi.getByLabelText('Inizio pausa Lunedì').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(lunedi.getByLabelText('Apertura Lunedì'), { target: { value: '09:00' } });
    fireEvent.change(lunedi.getByLabelText('Inizio pausa Lunedì'), { target: { value: '13:00' } });
    expect(
      lunedi.getByText("L'orario di inizio pausa deve essere precedente all'orario di fine pausa"),
    ).toBeTruthy();

    fireEvent.change(lunedi.getByLabelText('Fine pausa Lunedì'), { target: { value: '' } });
    expect(
      lunedi.getByText('Gli orari della pausa pranzo sono obbligatori quando la pausa è attiva'),
    ).toBeTruthy();

    fireEvent.change(lunedi.getByLabelText('Fine pausa Lunedì'), { target: { value: '13:30' } });
    expect(lunedi.queryByText(/obbligatori|pausa pranzo deve|precedente/)).toBeNull();
  });

  it('a day off is never reported, whatever its stale times', () => {
    renderEditor(
      completeWeek([
        {
          ...monday,
          isWorking: false,
          startTime: '19:00',
          endTime: '09:00',
          hasBreak: false,
          breakStart: null,
          breakEnd: null,
        },
      ]),
    );
    expect(within(row('Lunedì')).queryByText(/deve|obbligatori/)).toBeNull();
  });
});
