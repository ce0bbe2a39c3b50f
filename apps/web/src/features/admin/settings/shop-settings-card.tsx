import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { SettingsForm, StoredSettingsCard } from '../../../components/settings-card';
import { ApiError } from '../../../lib/api-client';
import { shopInfoQuery } from '../../../lib/shop-info';
import { toast } from '../../../lib/toast';
import { adminShopSettings as t } from '../../../i18n/admin-shop-settings';
import { BookingRulesFields } from './booking-rules-fields';
import { OpeningHoursFields } from './opening-hours-fields';
import { ShopConflictsDialog } from './shop-conflicts-dialog';
import { ShopDetailsFields } from './shop-details-fields';
import { TaglineTranslationsButton, TaglineTranslationsDialog } from './tagline-translations';
import {
  hasConflicts,
  previewShopSettings,
  saveShopSettings,
  shopSettingsKey,
  shopSettingsQuery,
  type ShopSettings,
  type ShopSettingsConflicts,
} from './shop-settings-api';

/** Seven days, monday first: a day the stored list leaves out is shown closed. */
const fullWeek = (s: ShopSettings): ShopSettings => ({
  ...s,
  openingHours: WEEKDAYS.map(
    (day) =>
      s.openingHours.find((d) => d.day === day) ?? { day, open: false, startTime: null, endTime: null },
  ),
});

/** The server's Italian messages by field path; anything else (network, 5xx) the card's own message. */
const fieldErrors = (error: unknown) =>
  error instanceof ApiError && error.status === 400
    ? Object.fromEntries(error.errors.map((e) => [e.field, e.message]))
    : {};
const failure = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : t.saveError;

/**
 * 'Il negozio' (issue 27 item 1): the owner edits the shop's details, hours and booking rules. Saving first asks
 * the server what the new hours leave outside; if anything, the list is shown and the owner confirms. A saved
 * change refreshes /api/shop at once, so the home page, the booking pages and the business card follow.
 */
export function ShopSettingsCard() {
  const queryClient = useQueryClient();
  const stored = useQuery(shopSettingsQuery);
  const [draft, setDraft] = useState<ShopSettings | null>(null);
  const [conflicts, setConflicts] = useState<ShopSettingsConflicts | null>(null);
  const [translating, setTranslating] = useState(false);
  // The motto as saved: its translations follow the Italian the visitors read, not an unsaved draft.
  const savedTagline = stored.data?.tagline.trim() ?? '';
  useEffect(() => {
    if (stored.data) setDraft(fullWeek(stored.data));
  }, [stored.data]);

  const save = useMutation({
    mutationFn: ({ settings, confirm }: { settings: ShopSettings; confirm: boolean }) =>
      saveShopSettings(settings, confirm),
    onSuccess: async (answer) => {
      setConflicts(null);
      queryClient.setQueryData(shopSettingsKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: shopInfoQuery.queryKey });
      toast.success(t.saved);
    },
  });
  const check = useMutation({
    mutationFn: previewShopSettings,
    onSuccess: (found, settings) => {
      if (hasConflicts(found)) setConflicts(found);
      else save.mutate({ settings, confirm: false });
    },
  });

  const change = (next: ShopSettings) => {
    check.reset();
    save.reset();
    setDraft(next);
  };
  const error = check.error ?? (conflicts ? null : save.error);
  const errors = fieldErrors(error);
  const hoursError = Object.entries(errors).find(([field]) => field.startsWith('openingHours'))?.[1];

  const conflictsDialog = (
    <ShopConflictsDialog
      conflicts={conflicts}
      pending={save.isPending}
      error={conflicts && save.error ? failure(save.error) : undefined}
      onCancel={() => setConflicts(null)}
      onConfirm={() => draft && save.mutate({ settings: draft, confirm: true })}
    />
  );
  return (
    <StoredSettingsCard
      id="shop-settings-title"
      texts={t}
      query={stored}
      value={draft}
      minHeight="min-h-64"
      extra={
        <>
          {conflictsDialog}
          {translating && <TaglineTranslationsDialog italian={savedTagline} onClose={() => setTranslating(false)} />}
        </>
      }
    >
      {(draft) => (
        <SettingsForm
          className="gap-6"
          onSubmit={() => {
            save.reset();
            check.mutate(draft);
          }}
          error={error ? failure(error) : null}
          pending={check.isPending || (save.isPending && !conflicts)}
          pendingLabel={check.isPending ? t.checking : t.saving}
          submitLabel={t.save}
        >
          <ShopDetailsFields
            value={draft}
            errors={errors}
            onChange={change}
            afterTagline={<TaglineTranslationsButton italian={savedTagline} onOpen={() => setTranslating(true)} />}
          />
          <OpeningHoursFields
            value={draft.openingHours}
            error={hoursError}
            onChange={(openingHours) => change({ ...draft, openingHours })}
          />
          <BookingRulesFields
            value={draft.booking}
            errors={errors}
            onChange={(booking) => change({ ...draft, booking })}
          />
        </SettingsForm>
      )}
    </StoredSettingsCard>
  );
}
