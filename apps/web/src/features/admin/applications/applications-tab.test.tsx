import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobApplication } from '@barber/shared/contract/job-applications';
import { stubApi } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { ApplicationsTab } from './applications-tab';

const application = (id: string, firstName: string, createdAt: string): JobApplication => ({
  _id: id,
  firstName,
  lastName: 'Rossi',
  nationality: 'Svizzera',
  hasWorkPermit: 'in-corso',
  maritalStatus: 'sposato',
  hasChildren: 'si',
  childrenNumber: 2,
  address: 'Via Nassa 1\n6900 Lugano',
  phone: '+41791234567',
  email: `${firstName.toLowerCase()}@example.ch`,
  socialProfiles: [
    { platform: 'instagram', url: 'https://instagram.com/x' },
    { platform: 'altro', url: '@solo.testo' },
  ],
  photos: [
    { url: `/media/job-applications/${id}1.webp`, thumbUrl: `/media/job-applications/${id}1-thumb.webp` },
    { url: `/media/job-applications/${id}2.webp`, thumbUrl: `/media/job-applications/${id}2-thumb.webp` },
  ],
  createdAt,
  deleteAfter: '2026-09-01T08:00:00.000Z',
});

function serve(list: JobApplication[]) {
  const api = stubApi({
    jobApplications: { success: true, data: list },
    recruitingSettings: { success: true, data: { recruitingEmail: null, shopEmail: 'info@example.ch' } },
    deleteJobApplication: { success: true, message: 'Candidatura eliminata' },
  });
  return () => api.callsTo('deleteJobApplication').map((call) => call.params.id);
}

afterEach(() => vi.restoreAllMocks());

describe("ApplicationsTab ('Candidature')", () => {
  it('lists the applications with their details and photo thumbnails, and deletes one after asking', async () => {
    const deleted = serve([
      application('b', 'Bianca', '2026-06-02T08:00:00.000Z'),
      application('a', 'Anna', '2026-06-01T08:00:00.000Z'),
    ]);
    renderRoutes([{ path: '/', element: <ApplicationsTab /> }], {
      auth: makeAuth(makeUser({ role: 'admin' })),
    });
    const cards = await screen.findAllByRole('listitem');
    const first = cards.find((c) => within(c).queryByRole('heading', { name: 'Bianca Rossi' }))!;
    expect(first).toBeTruthy();
    expect(within(first).getByText('Ricevuta il 02.06.2026, 10:00')).toBeTruthy();
    expect(within(first).getByText('In corso')).toBeTruthy();
    expect(within(first).getByText('Sposato/a')).toBeTruthy();
    expect(within(first).getByText('Sì (2)')).toBeTruthy();
    const photos = within(first).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      '/media/job-applications/b1-thumb.webp',
      '/media/job-applications/b2-thumb.webp',
    ]);
    expect(
      within(first).getByRole('link', { name: 'Apri la foto 1 a grandezza piena' }).getAttribute('href'),
    ).toBe('/media/job-applications/b1.webp');
    // Only web addresses are links.
    expect(within(first).getByRole('link', { name: 'https://instagram.com/x' })).toBeTruthy();
    expect(within(first).queryByRole('link', { name: '@solo.testo' })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Elimina la candidatura di Bianca Rossi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'La candidatura di Bianca Rossi e le sue foto verranno eliminate definitivamente.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bianca Rossi' })).toBeNull());
    expect(deleted()).toEqual(['b']);
    expect(screen.getByRole('heading', { name: 'Anna Rossi' })).toBeTruthy();
    expect(
      await screen.findByText("Lascia vuoto per usare l'email del negozio (info@example.ch)."),
    ).toBeTruthy();
  });

  it('says when there is none', async () => {
    serve([]);
    renderRoutes([{ path: '/', element: <ApplicationsTab /> }], {
      auth: makeAuth(makeUser({ role: 'admin' })),
    });
    expect(await screen.findByText('Nessuna candidatura per ora.')).toBeTruthy();
  });
});
