import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SeriesOccurrence } from '@barber/shared/schemas/series';
import { reply, stubApi } from '../../test-api';
import { makeAppointment, renderRoutes } from '../../test-utils';
import { callApi } from '../../lib/api-call';
import { SeriesReview } from './series-review';

const start = { barberId: 'b-1', serviceId: 's-1', date: '2027-01-05', time: '10:00' };
const occurrences: SeriesOccurrence[] = [
  { date: '2027-01-05', time: '10:00', free: true, reason: null, alternative: null },
  { date: '2027-01-26', time: '10:00', free: false, reason: 'taken', alternative: { date: '2027-01-26', time: '09:30' } },
  { date: '2027-02-16', time: '10:00', free: true, reason: null, alternative: null },
];
const series = ['2027-01-05', '2027-01-26', '2027-02-16'].map((date, i) => makeAppointment({ _id: `a-${i}`, date, seriesId: 'ser-1' }));

function renderReview() {
  renderRoutes([
    {
      path: '/',
      element: (
        <SeriesReview
          start={start}
          repeat={{ everyWeeks: 3, count: 3 }}
          book={(changes) => callApi('bookAppointment', { body: { ...start, repeat: { everyWeeks: 3, count: 3, changes } } })}
          onEdit={() => undefined}
        />
      ),
    },
  ]);
}

describe('the series before it is booked', () => {
  it('shows the taken date with its alternative and books with the alternative accepted', async () => {
    const api = stubApi({
      seriesPreview: reply(200, { success: true, data: { occurrences } }),
      bookAppointment: reply(201, { success: true, data: series[0]!, series, message: 'Prenotazione effettuata con successo!' }),
    });
    renderReview();
    const taken = await screen.findByRole('listitem', { name: '26.01.2027, 10:00: Occupato' });
    expect(within(taken).getByText('Alternativa più vicina: 26.01.2027 alle 09:30')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /: Libero$/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Prenota 3 appuntamenti' }));
    await screen.findByRole('heading', { name: 'Serie prenotata' });
    expect(api.callsTo('bookAppointment')[0]!.body).toMatchObject({
      repeat: { everyWeeks: 3, count: 3, changes: [{ date: '2027-01-26', to: { date: '2027-01-26', time: '09:30' } }] },
    });
    expect(screen.getByText(/I tuoi 3 appuntamenti sono confermati/)).toBeTruthy();
  });

  it('drops a date when asked, and counts what is left', async () => {
    const api = stubApi({
      seriesPreview: reply(200, { success: true, data: { occurrences } }),
      bookAppointment: reply(201, { success: true, data: series[0]!, series: [series[0]!, series[2]!], message: '' }),
    });
    renderReview();
    const taken = await screen.findByRole('listitem', { name: '26.01.2027, 10:00: Occupato' });
    fireEvent.click(within(taken).getByRole('radio', { name: 'Togli questa data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prenota 2 appuntamenti' }));
    await screen.findByRole('heading', { name: 'Serie prenotata' });
    expect(api.callsTo('bookAppointment')[0]!.body).toMatchObject({ repeat: { changes: [{ date: '2027-01-26', to: null }] } });
  });

  it('a date lost meanwhile: says so and shows the dates to choose again', async () => {
    const lost: SeriesOccurrence[] = [
      occurrences[0]!,
      occurrences[1]!,
      { date: '2027-02-16', time: '10:00', free: false, reason: 'taken', alternative: { date: '2027-02-15', time: '10:00' } },
    ];
    const message = 'Nel frattempo alcune date della serie sono state prenotate: scegli di nuovo per quelle date. Nessun appuntamento è stato creato.';
    stubApi({
      seriesPreview: reply(200, { success: true, data: { occurrences } }),
      bookAppointment: reply(409, { success: false, code: 'SERIES_CONFLICT', message, dates: ['2027-02-16'], occurrences: lost } as never),
    });
    renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Prenota 3 appuntamenti' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('listitem', { name: '16.02.2027, 10:00: Occupato' })).toBeTruthy());
    expect(screen.getByText('Alternativa più vicina: 15.02.2027 alle 10:00')).toBeTruthy();
  });
});
