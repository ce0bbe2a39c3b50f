import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SlotGrid } from './slot-grid';
import { slot } from './booking-test-data';

const slots = [
  slot('09:30', { available: false, isPast: true }),
  slot('09:45', { available: false, isPast: true }),
  slot('10:00', { available: false }),
  slot('10:15'),
  slot('10:30', { available: false, isBooked: true }),
  slot('10:45', { available: false }),
  slot('11:00'),
  slot('12:00', { available: false, isBreak: true }),
  slot('12:15', { available: false, isBreak: true }),
  slot('13:00'),
  slot('15:00', { available: false, isBlocked: true }),
  slot('18:30'),
];

function renderGrid(selected = '', current?: string[]) {
  const onSelect = vi.fn();
  render(
    <SlotGrid
      date="2026-11-24"
      slots={slots}
      selected={selected}
      onSelect={onSelect}
      {...(current ? { current } : {})}
    />,
  );
  return onSelect;
}

const cell = (time: string) => screen.getByRole('button', { name: new RegExp(`ore ${time},`) });
const times = (part: string) =>
  within(screen.getByRole('group', { name: part }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('SlotGrid', () => {
  it('names every cell with the date, the time and its state', () => {
    renderGrid();
    expect(screen.getByRole('group', { name: 'Orari di Martedì 24 novembre 2026' })).toBeTruthy();
    for (const name of [
      'ore 10:15, disponibile',
      'ore 10:30, già prenotato',
      'ore 10:00, non disponibile',
      'ore 10:45, non disponibile',
    ]) {
      expect(screen.getByRole('button', { name: `Martedì 24 novembre 2026, ${name}` })).toBeTruthy();
    }
  });

  it('groups the times into Mattina, Pomeriggio and Sera', () => {
    renderGrid();
    expect(times('Mattina')).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
    expect(times('Pomeriggio')).toEqual(['13:00']);
    expect(times('Sera')).toEqual(['18:30']);
  });

  it('leaves the break and the absences out instead of showing them', () => {
    renderGrid();
    for (const time of ['12:00', '12:15', '15:00']) {
      expect(screen.queryByRole('button', { name: new RegExp(`ore ${time},`) })).toBeNull();
    }
    expect(screen.queryByText('Pausa Pranzo')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Legenda' })).queryByText('Pausa Pranzo')).toBeNull();
  });

  it("leaves today's past times out instead of listing them struck out", () => {
    renderGrid();
    for (const time of ['09:30', '09:45']) {
      expect(screen.queryByRole('button', { name: new RegExp(`ore ${time},`) })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /orario passato/ })).toBeNull();
    expect(times('Mattina')[0]).toBe('10:00');
  });

  it('leaves out a day part without times', () => {
    render(<SlotGrid date="2026-11-24" slots={[slot('09:00'), slot('09:15')]} selected="" onSelect={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Mattina' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Pomeriggio' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Sera' })).toBeNull();
  });

  it('shows the spec titles and disables every cell that cannot be picked', () => {
    renderGrid();
    expect(cell('10:30').getAttribute('title')).toBe('Slot già prenotato');
    for (const time of ['10:00', '10:30', '10:45']) {
      expect(cell(time).getAttribute('aria-disabled')).toBe('true');
    }
    expect(cell('10:15').getAttribute('aria-disabled')).toBeNull();
    expect(cell('10:30').dataset.state).toBe('booked');
    expect(cell('10:45').dataset.state).toBe('unavailable');
    // The lock is drawn in its cell.
    expect(cell('10:30').querySelector('svg')).toBeTruthy();
  });

  it('picks only available cells and marks the picked one as pressed', () => {
    const onSelect = renderGrid('13:00');
    fireEvent.click(cell('10:30'));
    fireEvent.click(cell('10:00'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(cell('10:15'));
    expect(onSelect).toHaveBeenCalledWith('10:15');
    expect(cell('13:00').getAttribute('aria-pressed')).toBe('true');
    expect(cell('10:15').getAttribute('aria-pressed')).toBe('false');
  });

  it("shows the appointment's own cells as 'attuale', not 'già prenotato', and lets its start be kept", () => {
    const onSelect = renderGrid('', ['10:30', '10:45']);
    expect(screen.getByRole('button', { name: 'Martedì 24 novembre 2026, ore 10:30, attuale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /già prenotato/ })).toBeNull();
    expect(cell('10:30').dataset.state).toBe('current');
    expect(cell('10:30').getAttribute('title')).toBe('Il tuo orario attuale');
    expect(cell('10:45').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cell('10:30'));
    expect(onSelect).toHaveBeenCalledWith('10:30');
    expect(within(screen.getByRole('list', { name: 'Legenda' })).getByText('Attuale')).toBeTruthy();
  });

  it('keeps one cell in the tab order and moves with the arrow keys along the rows of each part', () => {
    renderGrid('10:15');
    const tabbable = screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(tabbable).toEqual([cell('10:15')]);
    cell('10:15').focus();
    // Mattina has two rows (10:00-10:45, 11:00): down from the second column lands on the row's last cell.
    fireEvent.keyDown(cell('10:15'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('11:00'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('13:00'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell('11:00'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(cell('18:30'));
    expect(cell('18:30').tabIndex).toBe(0);
  });
});
