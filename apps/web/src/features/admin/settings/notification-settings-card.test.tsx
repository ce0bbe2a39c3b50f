import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi, type StubReply } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { toast } from '../../../lib/toast';
import { NotificationSettingsCard } from './notification-settings-card';

type Settings = { reminderEmailHours: number; reminderSmsHours: number };

/** The settings as the stubbed server keeps them; `answer` replaces the PUT's answer (a refusal, a failure). */
function serve(initial: Settings, answer?: () => StubReply) {
  let current = initial;
  return stubApi({
    notificationSettings: () => ({ success: true, data: current }),
    updateNotificationSettings: ({ body }) => {
      if (answer) return answer();
      current = body as Settings;
      return { success: true, data: current, message: 'Impostazioni salvate' };
    },
  });
}

const renderCard = () =>
  renderRoutes([{ path: '/', element: <NotificationSettingsCard /> }], {
    auth: makeAuth(makeUser({ role: 'admin' })),
  });
const select = (name: string) => screen.findByRole<HTMLSelectElement>('combobox', { name });
const labels = (element: HTMLSelectElement) => [...element.options].map((option) => option.textContent);

afterEach(() => vi.restoreAllMocks());

describe('NotificationSettingsCard', () => {
  it('shows the stored hours with the choices and the plan note', async () => {
    serve({ reminderEmailHours: 24, reminderSmsHours: 2 });
    renderCard();
    const email = await select('Promemoria email');
    const sms = await select('Promemoria SMS');
    expect(email.value).toBe('24');
    expect(sms.value).toBe('2');
    expect(labels(email)).toEqual([
      'Disattivato',
      '1 ora',
      '2 ore',
      '3 ore',
      '6 ore',
      '12 ore',
      '24 ore',
      '48 ore',
    ]);
    expect(labels(sms)).toEqual(['Disattivato', '1 ora', '2 ore', '3 ore', '6 ore', '12 ore']);
    expect(screen.getByRole('heading', { name: 'Notifiche' })).toBeTruthy();
    expect(screen.getByText(/Ogni SMS inviato conta nel limite di SMS del tuo piano/)).toBeTruthy();
  });

  it('a value set another way (36 hours) is shown as it is, among the choices', async () => {
    serve({ reminderEmailHours: 36, reminderSmsHours: 0 });
    renderCard();
    const email = await select('Promemoria email');
    expect(email.value).toBe('36');
    expect(labels(email)).toContain('36 ore');
    expect((await select('Promemoria SMS')).value).toBe('0');
  });

  it("saves both values with 'Salva' and says 'Impostazioni salvate'", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    const api = serve({ reminderEmailHours: 24, reminderSmsHours: 2 });
    renderCard();
    fireEvent.change(await select('Promemoria SMS'), { target: { value: '3' } });
    fireEvent.change(await select('Promemoria email'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Impostazioni salvate'));
    expect(api.callsTo('updateNotificationSettings').map((call) => call.body)).toEqual([
      { reminderEmailHours: 0, reminderSmsHours: 3 },
    ]);
    expect((await select('Promemoria SMS')).value).toBe('3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the Italian error when the save fails, and the server reason on a refusal', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    let refuse = false;
    serve({ reminderEmailHours: 24, reminderSmsHours: 2 }, () =>
      refuse
        ? reply(400, {
            success: false,
            code: 'VALIDATION',
            message: 'Promemoria SMS: scegli un numero intero di ore tra 0 (disattivato) e 48',
          })
        : reply(500, { success: false, code: 'INTERNAL', message: 'Errore interno' }),
    );
    renderCard();
    fireEvent.change(await select('Promemoria SMS'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossibile salvare le impostazioni. Riprova.',
    );
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Promemoria SMS: scegli un numero intero di ore tra 0 (disattivato) e 48',
      ),
    );
    expect(success).not.toHaveBeenCalled();
    // The choice stays on screen to try again.
    expect((await select('Promemoria SMS')).value).toBe('6');
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    stubApi({
      notificationSettings: () =>
        fail
          ? reply(500, { success: false, code: 'INTERNAL', message: 'Errore interno' })
          : { success: true, data: { reminderEmailHours: 12, reminderSmsHours: 1 } },
    });
    renderCard();
    expect(
      (
        await screen.findByText(
          'Impossibile caricare le impostazioni delle notifiche.',
          {},
          { timeout: 5000 },
        )
      ).textContent,
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await select('Promemoria email')).value).toBe('12');
  });
});
