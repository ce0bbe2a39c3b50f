import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi } from '../../../test-api';
import { makeAppointment, renderRoutes } from '../../../test-utils';
import { SeriesCancel } from './series-cancel';

const inSeries = makeAppointment({
  _id: 'a-2',
  date: '2027-01-26',
  time: '10:00',
  status: 'confirmed',
  seriesId: 'ser-1',
});

describe("the owner's 'Cancella il resto della serie'", () => {
  it('asks once more in place, then cancels this one and the later ones', async () => {
    const api = stubApi({
      staffCancelSeriesRest: reply(200, [
        { ...inSeries, status: 'cancelled' },
        { ...inSeries, _id: 'a-3', status: 'cancelled' },
      ]),
    });
    const onDone = vi.fn();
    renderRoutes([{ path: '/', element: <SeriesCancel appointment={inSeries} onDone={onDone} /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancella il resto della serie' }));
    expect(
      screen.getByText(
        "Cancelli l'appuntamento del 26.01.2027 alle 10:00 e tutti quelli successivi della stessa serie.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancella il resto' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('staffCancelSeriesRest')[0]!.params).toEqual({ id: 'a-2' });
  });

  it('offers nothing for a single booking or a cancelled one', () => {
    stubApi({});
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <SeriesCancel appointment={{ ...inSeries, seriesId: null }} onDone={() => undefined} />
            <SeriesCancel appointment={{ ...inSeries, status: 'cancelled' }} onDone={() => undefined} />
          </>
        ),
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Cancella il resto della serie' })).toBeNull();
  });
});
