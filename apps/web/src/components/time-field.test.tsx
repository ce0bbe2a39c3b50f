import { createRef, useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TimeField } from './time-field';
import type { PickerHandle } from './picker-value';
import { nearestOption, parseTypedTime, timeOptions } from './time-field-options';

function Controlled({ initial = '09:00', step, spy }: { initial?: string; step?: number; spy?: (v: string) => void }) {
  const [time, setTime] = useState(initial);
  return (
    <TimeField
      label="Apertura"
      value={time}
      step={step}
      onChange={(event) => {
        setTime(event.target.value);
        spy?.(event.target.value);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Apertura' }) as HTMLInputElement;
const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('time options', () => {
  it('steps through the day in 24-hour times', () => {
    expect(timeOptions(15).slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(timeOptions(15).at(-1)).toBe('23:45');
    expect(timeOptions(5)).toHaveLength(288);
    expect(timeOptions(30, '08:10', '10:00')).toEqual(['08:30', '09:00', '09:30', '10:00']);
  });

  it.each([
    ['9', '09:00'],
    ['09', '09:00'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['9:30', '09:30'],
    ['9.30', '09:30'],
    ['21h15', '21:15'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['9:60', null],
    ['9:3', null],
    ['9 AM', null],
    ['', null],
  ])('reads %j as %j', (typed, time) => expect(parseTypedTime(typed)).toBe(time));

  it('highlights the first time at or after the typed one', () => {
    expect(nearestOption(['09:00', '09:15', '09:30'], '09:10')).toBe(1);
    expect(nearestOption(['09:00', '09:15'], '22:00')).toBe(1);
  });
});

describe('TimeField', () => {
  it('shows and passes on 24-hour times, typed in any usual way', () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    expect(box().value).toBe('09:00');
    fireEvent.change(box(), { target: { value: '1730' } });
    expect(spy).toHaveBeenLastCalledWith('17:30');
    fireEvent.blur(box());
    expect(box().value).toBe('17:30');
    fireEvent.change(box(), { target: { value: '25' } });
    expect(spy).toHaveBeenCalledTimes(1);
    fireEvent.blur(box());
    expect(box().value).toBe('17:30');
    fireEvent.change(box(), { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith('');
  });

  it('opens a list of times with the keyboard, moves through it and chooses with Enter', () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Orari' });
    expect(within(list).getAllByRole('option')).toHaveLength(96);
    expect(active()).toBe('09:00');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(active()).toBe('09:15');
    fireEvent.keyDown(box(), { key: 'PageDown' });
    expect(active()).toBe('10:15');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(active()).toBe('10:00');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(spy).toHaveBeenLastCalledWith('10:00');
    expect(box().value).toBe('10:00');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list without choosing; the button opens it and a click chooses', () => {
    const spy = vi.fn();
    render(<Controlled step={5} spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra gli orari' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(288);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Mostra gli orari' }));
    fireEvent.click(screen.getByRole('option', { name: '09:05' }));
    expect(spy).toHaveBeenLastCalledWith('09:05');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('typing with the list open highlights the nearest time', () => {
    render(<Controlled />);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.change(box(), { target: { value: '13:10' } });
    expect(active()).toBe('13:15');
    expect(screen.getByRole('option', { name: '13:15' }).getAttribute('aria-selected')).toBe('false');
  });

  it('works uncontrolled: a default, a typed time reported like an input and read through the ref', () => {
    const changes: string[] = [];
    const handle = createRef<PickerHandle>();
    render(
      <TimeField
        label="Apertura"
        name="start"
        defaultValue="08:30"
        ref={handle}
        onChange={(event) => changes.push(`${event.target.name}=${event.target.value}`)}
      />,
    );
    expect(box().value).toBe('08:30');
    fireEvent.change(box(), { target: { value: '7.45' } });
    fireEvent.blur(box());
    expect(changes).toContain('start=07:45');
    expect(handle.current!.value).toBe('07:45');
  });
});
