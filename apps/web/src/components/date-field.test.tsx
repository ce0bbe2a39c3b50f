import { createRef, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import type { PickerHandle } from './picker-value';
import { Dialog } from './dialog';

/** A caller as the booking form is: controlled, the value read as `event.target.value`. */
function Controlled({ initial = '2026-11-23', min, max, spy }: { initial?: string; min?: string; max?: string; spy?: (v: string) => void }) {
  const [date, setDate] = useState(initial);
  return (
    <>
      <DateField
        label="Data"
        value={date}
        min={min}
        max={max}
        onChange={(event) => {
          setDate(event.target.value);
          spy?.(event.target.value);
        }}
      />
      <output data-testid="value">{date}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Data') as HTMLInputElement;
/** Opens the calendar and waits for it (it is loaded on first use). */
async function openCalendar() {
  fireEvent.click(screen.getByRole('button', { name: /^Apri il calendario/ }));
  // The calendar is a lazy chunk: its first import can take more than findBy's default second on a busy machine.
  const grid = await screen.findByRole('grid', {}, { timeout: 5000 });
  // The grid takes the focus in an effect after it is drawn: a person's next key lands there, so the tests wait
  // for it too (the full suite once read the focus a moment before it moved).
  await vi.waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
}
const grid = () => screen.getByRole('grid');
const focusedDay = () => document.activeElement as HTMLElement;
const key = (name: string, shiftKey = false) => fireEvent.keyDown(focusedDay(), { key: name, shiftKey });

describe('DateField', () => {
  // "Today" is marked in the grid: a fixed one keeps the names below stable.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  });

  it('shows the date as dd.mm.yyyy with the weekday, whatever the browser language', () => {
    render(<Controlled />);
    expect(field().value).toBe('23.11.2026');
    expect(field().dataset.value).toBe('2026-11-23');
    expect(screen.getByText('lun')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apri il calendario, data scelta: lunedì 23 novembre 2026' })).toBeTruthy();
  });

  it('accepts typed dates (dd.mm.yyyy, short forms, pasted ISO) and passes YYYY-MM-DD on as event.target.value', () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    fireEvent.change(field(), { target: { value: '1.12.2026' } });
    expect(spy).toHaveBeenLastCalledWith('2026-12-01');
    fireEvent.change(field(), { target: { value: '24/12/26' } });
    expect(spy).toHaveBeenLastCalledWith('2026-12-24');
    fireEvent.change(field(), { target: { value: '2027-01-05' } });
    expect(spy).toHaveBeenLastCalledWith('2027-01-05');
    fireEvent.blur(field());
    expect(field().value).toBe('05.01.2027');
    expect(screen.getByText('mar')).toBeTruthy();
  });

  it('keeps a half-typed or impossible date to itself and says when a whole one does not exist', () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    fireEvent.change(field(), { target: { value: '3.1' } });
    expect(spy).not.toHaveBeenCalled();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field(), { target: { value: '31.02.2026' } });
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText(/Data non valida: scrivila come gg\.mm\.aaaa/)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    // Leaving the field puts the last good date back.
    fireEvent.blur(field());
    expect(field().value).toBe('23.11.2026');
    expect(screen.queryByText(/Data non valida/)).toBeNull();
  });

  it('never changes the text under the fingers: a value set from outside while the field has the focus waits for the blur', () => {
    const { rerender } = render(<DateField label="Data" value="2026-11-27" onChange={() => {}} />);
    field().focus();
    fireEvent.focus(field());
    // The booking form moves its proposed day on while the visitor is about to type over the selected text.
    rerender(<DateField label="Data" value="2026-11-28" onChange={() => {}} />);
    expect(field().value).toBe('27.11.2026');
    fireEvent.blur(field());
    expect(field().value).toBe('28.11.2026');
    // Without the focus the same change shows at once.
    rerender(<DateField label="Data" value="2026-11-30" onChange={() => {}} />);
    expect(field().value).toBe('30.11.2026');
  });

  it('what is typed while the form moves its day on is what is passed on', () => {
    const spy = vi.fn();
    const { rerender } = render(<DateField label="Data" value="2026-11-27" onChange={(event) => spy(event.target.value)} />);
    fireEvent.focus(field());
    rerender(<DateField label="Data" value="2026-11-28" onChange={(event) => spy(event.target.value)} />);
    fireEvent.change(field(), { target: { value: '2026-12-08' } });
    expect(spy).toHaveBeenLastCalledWith('2026-12-08');
    expect(field().value).toBe('08.12.2026');
  });

  it('clearing the text passes "" on, as a native date input does', () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith('');
  });

  it('says when a typed date is outside min/max', () => {
    render(<Controlled min="2026-11-20" max="2026-12-20" />);
    fireEvent.change(field(), { target: { value: '19.11.2026' } });
    expect(screen.getByText('Data non disponibile: scegli tra il 20.11.2026 e il 20.12.2026')).toBeTruthy();
  });

  it('opens an Italian calendar, Monday first, on the chosen day', async () => {
    render(<Controlled />);
    await openCalendar();
    const dialog = screen.getByRole('dialog', { name: 'Calendario: scegli un giorno' });
    expect(within(dialog).getByRole('heading').textContent).toBe('novembre 2026');
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom']);
    expect(focusedDay().getAttribute('aria-label')).toBe('lunedì 23 novembre 2026');
    expect(focusedDay().closest('td')?.getAttribute('aria-selected')).toBe('true');
    // 1 November 2026 is a Sunday: six empty cells before it.
    const firstRow = within(grid()).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['', '', '', '', '', '', '1']);
  });

  it('moves with the keyboard: arrows, PageUp/PageDown (Shift: a year), Home/End; Enter chooses', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    await openCalendar();
    key('ArrowRight');
    expect(focusedDay().getAttribute('aria-label')).toBe('martedì 24 novembre 2026');
    key('ArrowDown');
    expect(focusedDay().getAttribute('aria-label')).toBe('martedì 1 dicembre 2026');
    expect(within(screen.getByRole('dialog')).getByRole('heading').textContent).toBe('dicembre 2026');
    key('ArrowUp');
    key('ArrowLeft');
    expect(focusedDay().getAttribute('aria-label')).toBe('lunedì 23 novembre 2026');
    key('End');
    expect(focusedDay().getAttribute('aria-label')).toBe('domenica 29 novembre 2026');
    key('Home');
    expect(focusedDay().getAttribute('aria-label')).toBe('lunedì 23 novembre 2026');
    key('PageDown');
    expect(focusedDay().getAttribute('aria-label')).toBe('mercoledì 23 dicembre 2026');
    key('PageUp', true);
    expect(focusedDay().getAttribute('aria-label')).toBe('martedì 23 dicembre 2025');
    key('PageDown', true);
    fireEvent.click(focusedDay());
    expect(spy).toHaveBeenLastCalledWith('2026-12-23');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field().value).toBe('23.12.2026');
    // Focus goes back to the button that opened the calendar.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Apri il calendario/);
  });

  it('Escape closes the calendar without choosing, even inside a modal dialog', async () => {
    const spy = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Prenota" closeLabel="Chiudi">
        <Controlled spy={spy} />
      </Dialog>,
    );
    await openCalendar();
    key('ArrowRight');
    key('Escape');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Prenota' })).toBeTruthy();
  });

  it('respects min and max: days outside are announced and cannot be chosen, focus stays inside', async () => {
    const spy = vi.fn();
    render(<Controlled min="2026-11-20" max="2026-12-05" spy={spy} />);
    await openCalendar();
    const before = within(grid()).getByRole('button', { name: 'giovedì 19 novembre 2026, non disponibile' });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(before);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mese precedente' }).hasAttribute('disabled')).toBe(true);
    key('PageDown');
    expect(focusedDay().getAttribute('aria-label')).toBe('sabato 5 dicembre 2026');
    expect(screen.getByRole('button', { name: 'Mese successivo' }).hasAttribute('disabled')).toBe(true);
    key('ArrowRight');
    expect(focusedDay().getAttribute('aria-label')).toBe('sabato 5 dicembre 2026');
  });

  it('marks the closed days with their reason: announced, titled, never chosen; a legend says so', async () => {
    const spy = vi.fn();
    // Sundays the shop is closed (2026-11-22 and 29).
    const closedReason = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ? 'negozio chiuso' : undefined);
    render(
      <DateField
        label="Data"
        value="2026-11-23"
        closedReason={closedReason}
        closedLegend="Barrato: giorno chiuso, non prenotabile"
        onChange={(event) => spy(event.target.value)}
      />,
    );
    await openCalendar();
    const sunday = within(grid()).getByRole('button', { name: 'domenica 29 novembre 2026, negozio chiuso' });
    expect(sunday.getAttribute('aria-disabled')).toBe('true');
    expect(sunday.getAttribute('title')).toBe('negozio chiuso');
    expect(sunday.className).toContain('line-through');
    fireEvent.click(sunday);
    expect(spy).not.toHaveBeenCalled();
    // The keyboard reaches it (its reason is heard) but cannot choose it either.
    key('ArrowLeft');
    expect(focusedDay().getAttribute('aria-label')).toBe('domenica 22 novembre 2026, negozio chiuso');
    // Enter on a button is its click.
    fireEvent.click(focusedDay());
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText('Barrato: giorno chiuso, non prenotabile')).toBeTruthy();
    expect(within(grid()).getByRole('button', { name: 'lunedì 30 novembre 2026' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('names a typed closed day with its reason', () => {
    render(<DateField label="Data" closedReason={(date) => (date === '2026-11-29' ? 'Marco non lavora' : undefined)} />);
    fireEvent.change(field(), { target: { value: '29.11.2026' } });
    expect(screen.getByText('Il 29.11.2026 non è prenotabile: Marco non lavora')).toBeTruthy();
  });

  it('without a date it opens on today, marked as such', async () => {
    render(<Controlled initial="" />);
    expect(field().value).toBe('');
    expect(field().placeholder).toBe('gg.mm.aaaa');
    await openCalendar();
    expect(focusedDay().getAttribute('aria-label')).toBe('lunedì 15 giugno 2026, oggi');
    expect(focusedDay().getAttribute('aria-current')).toBe('date');
    fireEvent.click(focusedDay());
    expect(screen.getByTestId('value').textContent).toBe('2026-06-15');
  });

  it('the month buttons change the month shown', async () => {
    render(<Controlled />);
    await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(within(screen.getByRole('dialog')).getByRole('heading').textContent).toBe('dicembre 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(within(screen.getByRole('dialog')).getByRole('heading').textContent).toBe('ottobre 2026');
  });

  it('works uncontrolled: a default, changes reported like an input, read and reset through the ref', async () => {
    const changes: string[] = [];
    const handle = createRef<PickerHandle>();
    render(
      <DateField
        label="Data"
        name="date"
        defaultValue="2026-03-07"
        ref={handle}
        onChange={(event) => changes.push(`${event.target.name}=${event.target.value}`)}
      />,
    );
    expect(field().value).toBe('07.03.2026');
    fireEvent.change(field(), { target: { value: '08.03.2026' } });
    expect(changes).toEqual(['date=2026-03-08']);
    expect(handle.current!.value).toBe('2026-03-08');
    act(() => {
      handle.current!.value = '2026-04-01';
    });
    await vi.waitFor(() => expect(field().value).toBe('01.04.2026'));
    act(() => handle.current!.focus());
    expect(document.activeElement).toBe(field());
  });
});
