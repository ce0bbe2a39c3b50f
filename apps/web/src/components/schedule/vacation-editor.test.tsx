import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderControlled } from '../../test-utils';
import { VacationEditor } from './vacation-editor';
import { toVacationDrafts, toVacationPayload, type VacationDraft } from './vacation-rules';

const TODAY = '2026-03-10';

function renderEditor(initial: VacationDraft[]) {
  const { last } = renderControlled(initial, (value, onChange) => (
    <VacationEditor value={value} today={TODAY} onChange={onChange} />
  ));
  return { saved: () => toVacationPayload(last()), last };
}

const addForm = () => within(screen.getByRole('group', { name: 'Nuovo periodo di vacanza' }));
const set = (label: HTMLElement, value: string) => fireEvent.change(label, { target: { value } });

describe('VacationEditor', () => {
  it('lists the periods; an empty list says so', () => {
    renderEditor([]);
    expect(screen.getByText('Nessuna vacanza programmata.')).toBeTruthy();
  });

  it('adds a period only with both dates, from today on, the end not before the start', () => {
    const { saved } = renderEditor([]);
    const form = addForm();
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi vacanza' }));
    expect(form.getByText('Inserisci sia la data di inizio sia quella di fine.')).toBeTruthy();

    set(form.getByLabelText('Dal'), '2026-03-09');
    set(form.getByLabelText('Al'), '2026-03-12');
    expect(form.getByText('La data di inizio non può essere precedente a oggi')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi vacanza' }));
    expect(screen.getByText('Nessuna vacanza programmata.')).toBeTruthy();

    set(form.getByLabelText('Dal'), '2026-03-20');
    // Moving the start after the end clears the end, so it has to be picked again.
    expect((form.getByLabelText('Al') as HTMLInputElement).dataset.value).toBe('');
    set(form.getByLabelText('Al'), '2026-03-15');
    expect(form.getByText('La data di fine deve essere successiva alla data di inizio')).toBeTruthy();
    set(form.getByLabelText('Al'), '2026-03-24');
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi vacanza' }));

    expect(saved()).toEqual([{ startDate: '2026-03-20', endDate: '2026-03-24' }]);
    expect((form.getByLabelText('Dal') as HTMLInputElement).dataset.value).toBe('');
    expect((screen.getByLabelText('Dal (vacanza 1)') as HTMLInputElement).dataset.value).toBe('2026-03-20');
  });

  it('changing a listed start after its end clears the end; an incomplete period is dropped on save', () => {
    const { saved } = renderEditor(toVacationDrafts([{ startDate: '2026-04-01', endDate: '2026-04-05' }]));
    set(screen.getByLabelText('Dal (vacanza 1)'), '2026-04-08');
    expect((screen.getByLabelText('Al (vacanza 1)') as HTMLInputElement).dataset.value).toBe('');
    expect(screen.getByText('Periodo incompleto: senza entrambe le date non verrà salvato.')).toBeTruthy();
    expect(saved()).toEqual([]);
  });

  it('an end before the start is reported under the end', () => {
    renderEditor(toVacationDrafts([{ startDate: '2026-04-01', endDate: '2026-04-05' }]));
    set(screen.getByLabelText('Al (vacanza 1)'), '2026-03-30');
    expect(screen.getByText('La data di fine deve essere successiva alla data di inizio')).toBeTruthy();
    expect(screen.getByLabelText('Al (vacanza 1)').getAttribute('aria-invalid')).toBe('true');
  });

  it('a period that already began may stay; moving its start into the past is refused', () => {
    renderEditor(toVacationDrafts([{ startDate: '2026-03-05', endDate: '2026-03-12' }]));
    expect(screen.queryByText('La data di inizio non può essere precedente a oggi')).toBeNull();
    set(screen.getByLabelText('Dal (vacanza 1)'), '2026-03-06');
    expect(screen.getByText('La data di inizio non può essere precedente a oggi')).toBeTruthy();
  });

  it('deletes a period', () => {
    const { saved } = renderEditor(
      toVacationDrafts([
        { startDate: '2026-04-01', endDate: '2026-04-05' },
        { startDate: '2026-05-01', endDate: '2026-05-02' },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Elimina vacanza 1' }));
    expect(saved()).toEqual([{ startDate: '2026-05-01', endDate: '2026-05-02' }]);
  });
});
