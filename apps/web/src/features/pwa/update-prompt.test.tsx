import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pwa } from '../../i18n/pwa';
import { UPDATE_CHECK_MS, UpdatePrompt } from './update-prompt';

const hook = vi.hoisted(() => ({
  needRefresh: false,
  updateServiceWorker: vi.fn((_reload?: boolean) => Promise.resolve()),
  registration: { update: vi.fn(() => Promise.resolve()) },
}));

// The plugin's React hook, as the build provides it: its state, the update call and the registration callback.
vi.mock('./register-sw', () => ({
  useRegisterSW(options: { onRegisteredSW?: (url: string, r: unknown) => void } = {}) {
    const needRefresh = useState(hook.needRefresh);
    const offlineReady = useState(false);
    const [registered] = useState(() => {
      options.onRegisteredSW?.('/sw.js', hook.registration);
      return true;
    });
    void registered;
    return { needRefresh, offlineReady, updateServiceWorker: hook.updateServiceWorker };
  },
}));

const prompt = () => screen.queryByRole('region', { name: pwa.update.label });

describe('UpdatePrompt', () => {
  beforeEach(() => {
    hook.needRefresh = false;
    hook.updateServiceWorker.mockClear();
    hook.registration.update.mockClear();
  });

  it('shows nothing while no new version waits', () => {
    render(<UpdatePrompt />);
    expect(prompt()).toBeNull();
  });

  it("'Aggiorna Ora' activates the waiting version and reloads", () => {
    hook.needRefresh = true;
    render(<UpdatePrompt />);
    expect(prompt()?.textContent).toContain(pwa.update.message);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna Ora' }));
    expect(hook.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it("'Dopo' hides the prompt and keeps the running version", () => {
    hook.needRefresh = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Dopo' }));
    expect(prompt()).toBeNull();
    expect(hook.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('asks the server for a new version every hour, not while offline', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<UpdatePrompt />);
    act(() => void vi.advanceTimersByTime(UPDATE_CHECK_MS));
    expect(hook.registration.update).toHaveBeenCalledOnce();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void vi.advanceTimersByTime(UPDATE_CHECK_MS));
    expect(hook.registration.update).toHaveBeenCalledOnce();
  });
});
