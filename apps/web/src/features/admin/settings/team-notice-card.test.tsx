import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { reply, stubApi } from '../../../test-api';
import { toast } from '../../../lib/toast';
import { TeamNoticeCard } from './team-notice-card';

const renderCard = () =>
  renderRoutes([{ path: '/', element: <TeamNoticeCard /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });
const box = (name: RegExp) => screen.findByRole<HTMLInputElement>('checkbox', { name });

afterEach(() => vi.restoreAllMocks());

describe('TeamNoticeCard', () => {
  it('shows the stored switches and saves one as soon as it is changed', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = stubApi({
      teamNoticeSettings: { success: true, data: { ownerCopy: false, barbersOnlyWithin48h: true } },
      updateTeamNoticeSettings: (request) => ({
        success: true,
        data: request.body as { ownerCopy: boolean; barbersOnlyWithin48h: boolean },
        message: 'Impostazioni salvate',
      }),
    });
    renderCard();
    expect(screen.getByRole('heading', { name: 'Avvisi al team' })).toBeTruthy();
    const copy = await box(/Copia al titolare/);
    expect(copy.checked).toBe(false);
    expect((await box(/Solo per le prossime 48 ore/)).checked).toBe(true);
    fireEvent.click(copy);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Impostazioni salvate'));
    expect(api.callsTo('updateTeamNoticeSettings').map((call) => call.body)).toEqual([
      { ownerCopy: true, barbersOnlyWithin48h: true },
    ]);
    expect((await box(/Copia al titolare/)).checked).toBe(true);
    expect(screen.getByText(/conta nel limite di email del tuo piano/)).toBeTruthy();
  });

  it("shows the server's Italian refusal and keeps the stored value", async () => {
    stubApi({
      teamNoticeSettings: { success: true, data: { ownerCopy: false, barbersOnlyWithin48h: false } },
      updateTeamNoticeSettings: reply(400, { success: false, code: 'VALIDATION', message: 'Copia al titolare: scegli sì o no' }),
    });
    renderCard();
    fireEvent.click(await box(/Copia al titolare/));
    expect(await screen.findByText('Copia al titolare: scegli sì o no')).toBeTruthy();
    expect((await box(/Copia al titolare/)).checked).toBe(false);
  });
});
