import { Plus, Trash2 } from 'lucide-react';
import {
  JOB_APPLICATION_LIMITS,
  SOCIAL_PLATFORMS,
  type SocialProfileInput,
} from '@barber/shared/domain/job-application';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { workWithUs } from '../../i18n/work-with-us';

const t = workWithUs.modal;
const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((value) => ({ value, label: workWithUs.choices.platforms[value] }));

interface SocialProfilesFieldProps {
  profiles: readonly SocialProfileInput[];
  disabled: boolean;
  /** The rows that are half filled, after a failed check. */
  invalid: boolean;
  onChange: (profiles: SocialProfileInput[]) => void;
}

/** Optional social profiles: platform and URL per row, add and remove rows (remove only with more than one). */
export function SocialProfilesField({ profiles, disabled, invalid, onChange }: SocialProfilesFieldProps) {
  const update = (index: number, change: Partial<SocialProfileInput>) =>
    onChange(profiles.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const half = (p: SocialProfileInput) => (p.platform.trim() === '') !== (p.url.trim() === '');

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-lg font-semibold">{t.social}</legend>
      <ul className="flex flex-col gap-3">
        {profiles.map((profile, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <SelectField
              id={index === 0 ? 'ja-socialProfiles' : undefined}
              className="w-full sm:w-36 sm:shrink-0"
              label={t.platform}
              // The visible label is the column's; the name says which row (it starts with the visible text).
              aria-label={t.platformOf(index + 1)}
              placeholder={t.choosePlatform}
              options={PLATFORM_OPTIONS}
              value={profile.platform}
              disabled={disabled}
              aria-invalid={(invalid && half(profile)) || undefined}
              onChange={(event) => update(index, { platform: event.target.value })}
            />
            <TextField
              className="min-w-0 flex-1"
              label={t.profileUrl}
              aria-label={t.profileUrlOf(index + 1)}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={profile.url}
              disabled={disabled}
              maxLength={500}
              aria-invalid={(invalid && half(profile)) || undefined}
              onChange={(event) => update(index, { url: event.target.value })}
            />
            {profiles.length > 1 && (
              <Button
                variant="ghost"
                className="shrink-0"
                aria-label={t.removeProfile(index + 1)}
                disabled={disabled}
                onClick={() => onChange(profiles.filter((_, i) => i !== index))}
              >
                <Trash2 className="size-5" aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {profiles.length < JOB_APPLICATION_LIMITS.maxSocialProfiles && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => onChange([...profiles, { platform: '', url: '' }])}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t.addProfile}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
