import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WEEKDAYS, type Weekday } from '@barber/shared/domain/zoned-time';
import { SelectField } from '../../../components/select-field';
import { SettingsForm, SettingsNote, StoredSettingsCard } from '../../../components/settings-card';
import { TextField } from '../../../components/text-field';
import { TimeField } from '../../../components/time-field';
import { refusalOr, useSettingsSave } from '../../../lib/use-settings-save';
import { adminSettings } from '../../../i18n/admin-settings';
import { it as texts } from '../../../i18n/it';
import {
  depositPolicyKey,
  depositPolicyQuery,
  saveDepositPolicy,
  type DepositPolicy,
} from './deposit-policy-api';

const t = adminSettings.deposit;
const saveFailure = refusalOr(t.saveError);

/**
 * 'Acconto contro le assenze' (issue 29 item 2, ADR 0064): off by default; a fixed amount or a share of the price,
 * asked of customers with at least so many misses, and optionally of first-time customers at peak hours. The
 * server checks every value and answers the refusal in Italian, shown above the button.
 */
export function DepositPolicyCard() {
  const stored = useQuery(depositPolicyQuery);
  return (
    <StoredSettingsCard
      id="deposit-policy-title"
      texts={t}
      query={stored}
      value={stored.data}
      minHeight="min-h-48"
    >
      {(policy) => <DepositPolicyForm stored={policy} />}
    </StoredSettingsCard>
  );
}

/** Numbers are edited as typed and sent as numbers: a half-typed amount is the server's to refuse. */
type Draft = Omit<DepositPolicy, 'fixedAmount' | 'percent' | 'threshold'> & {
  fixedAmount: string;
  percent: string;
  threshold: string;
};

const draftOf = (p: DepositPolicy): Draft => ({
  ...p,
  fixedAmount: p.fixedAmount.toFixed(2),
  percent: String(p.percent),
  threshold: String(p.threshold),
});
const policyOf = (d: Draft): DepositPolicy => ({
  ...d,
  fixedAmount: Number(d.fixedAmount.replace(',', '.')),
  percent: Number(d.percent),
  threshold: Number(d.threshold),
});

function DepositPolicyForm({ stored }: { stored: DepositPolicy }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const save = useSettingsSave({
    save: saveDepositPolicy,
    queryKey: depositPolicyKey,
    storedOf: (answer) => answer.data,
    savedMessage: t.saved,
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggleDay = (day: Weekday, on: boolean) =>
    set(
      'peakDays',
      on
        ? WEEKDAYS.filter((d) => d === day || draft.peakDays.includes(d))
        : draft.peakDays.filter((d) => d !== day),
    );
  return (
    <SettingsForm
      onSubmit={() => save.mutate(policyOf(draft))}
      error={save.isError ? saveFailure(save.error) : null}
      pending={save.isPending}
      pendingLabel={t.saving}
      submitLabel={t.save}
      className="gap-4"
    >
      <Check
        label={t.enabled}
        hint={t.enabledHint}
        checked={draft.enabled}
        onChange={(on) => set('enabled', on)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t.kind}
          value={draft.kind}
          options={(['fixed', 'percent'] as const).map((k) => ({ value: k, label: t.kinds[k] }))}
          onChange={(event) => set('kind', event.target.value as Draft['kind'])}
        />
        {draft.kind === 'fixed' ? (
          <TextField
            label={t.fixedAmount}
            inputMode="decimal"
            value={draft.fixedAmount}
            onChange={(e) => set('fixedAmount', e.target.value)}
          />
        ) : (
          <TextField
            label={t.percent}
            inputMode="numeric"
            value={draft.percent}
            onChange={(e) => set('percent', e.target.value)}
          />
        )}
        <TextField
          label={t.threshold}
          hint={t.thresholdHint}
          inputMode="numeric"
          value={draft.threshold}
          onChange={(e) => set('threshold', e.target.value)}
        />
      </div>
      <Check
        label={t.firstTimeAtPeak}
        hint={t.firstTimeAtPeakHint}
        checked={draft.firstTimeAtPeak}
        onChange={(on) => set('firstTimeAtPeak', on)}
      />
      {draft.firstTimeAtPeak && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t.peakDays}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-accent"
                  checked={draft.peakDays.includes(day)}
                  onChange={(e) => toggleDay(day, e.target.checked)}
                />
                {texts.days[day]}
              </label>
            ))}
          </div>
          <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
            <TimeField label={t.peakFrom} value={draft.peakFrom} onTimeChange={(v) => set('peakFrom', v)} />
            <TimeField label={t.peakTo} value={draft.peakTo} onTimeChange={(v) => set('peakTo', v)} />
          </div>
        </fieldset>
      )}
      <SettingsNote>{t.terms}</SettingsNote>
    </SettingsForm>
  );
}

function Check(props: { label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-start gap-3">
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-accent"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>
        <span className="font-medium">{props.label}</span>
        <span className="block text-sm text-muted">{props.hint}</span>
      </span>
    </label>
  );
}
