import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SlotGrid } from './slot-grid';
import { slot } from './booking-test-data';

const slots = [
  slot('10:00', { available: false, isPast: true }),
  slot('10:15'),
  slot('10:30', { available: false, isBooked: true }),
  slot('10:45', { available: false }),
  slot('12:00', { available: false, isBreak: true }),
  slot('12:15', { available: false, isBlocked: true }),
  slot('13:00'),
];

function renderGrid(selected = '') {
  const onSelect = vi.fn();
  render(<SlotGrid date="2026-11-24" slots={slots} selected={selected} onSelect={onSelect} />);
  return onSelect;
}

const cell = (time: string) => screen.getByRole('button', { name: new RegExp(`ore ${time},`) });

describe('SlotGrid', () => {
  it('names every cell with the date, the time and its state', () => {
    renderGrid();
    expect(screen.getByRole('group', { name: 'Orari di Martedì 24 novembre 2026' })).toBeTruthy();
    for (const name of [
      'ore 10:15, disponibile',
      'ore 10:30, già prenotato',
      'ore 12:00, pausa pranzo',
      'ore 10:00, orario passato',
      'ore 10:45, non disponibile',
    ]) {
      expect(screen.getByRole('button', { name: `Martedì 24 novembre 2026, ${name}` })).toBeTruthy();
    }
  });

  it('shows the spec titles and disables every cell that cannot be picked', () => {
    renderGrid();
    expect(cell('10:30').getAttribute('title')).toBe('Slot già prenotato');
    expect(cell('12:00').getAttribute('title')).toBe('Pausa Pranzo');
    for (const time of ['10:00', '10:30', '10:45', '12:00', '12:15']) {
      expect(cell(time).getAttribute('aria-disabled')).toBe('true');
    }
    expect(cell('10:15').getAttribute('aria-disabled')).toBeNull();
    expect(cell('10:30').dataset.state).toBe('booked');
    expect(cell('12:00').dataset.state).toBe('break');
    expect(cell('12:15').dataset.state).toBe('unavailable');
    // The lock and the coffee cup are drawn in their cells.
    expect(cell('10:30').querySelector('svg')).toBeTruthy();
    expect(cell('12:00').querySelector('svg')).toBeTruthy();
  });

  it('picks only available cells and marks the picked one as pressed', () => {
    const onSelect = renderGrid('13:00');
    fireEvent.click(cell('10:30'));
    fireEvent.click(cell('12:00'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(cell('10:15'));
    expect(onSelect).toHaveBeenCalledWith('10:15');
    expect(cell('13:00').getAttribute('aria-pressed')).toBe('true');
    expect(cell('10:15').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps one cell in the tab order and moves with the arrow keys (4 columns)', () => {
    renderGrid('10:15');
    const tabbable = screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(tabbable).toEqual([cell('10:15')]);
    cell('10:15').focus();
    fireEvent.keyDown(cell('10:15'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('12:15'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell('12:00'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(cell('13:00'));
    expect(cell('13:00').tabIndex).toBe(0);
  });
});
