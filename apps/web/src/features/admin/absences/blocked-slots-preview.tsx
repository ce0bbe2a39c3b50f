import { blockedSlots, isAbsenceTime } from '@barber/shared/domain/absences';
import { timeToMinutes } from '@barber/shared/domain/zoned-time';
import { admin } from '../../../i18n/admin';

/** Which 15-minute cells of the booking grid the absence will block, [start, end): what clients will lose. */
export function BlockedSlotsPreview({ startTime, endTime }: { startTime: string; endTime: string }) {
  const valid =
    isAbsenceTime(startTime) && isAbsenceTime(endTime) && timeToMinutes(startTime) < timeToMinutes(endTime);
  const slots = valid ? blockedSlots(startTime, endTime) : [];
  return (
    <section
      aria-labelledby="blocked-preview-title"
      className="rounded-lg bg-surface-2 p-3"
      aria-live="polite"
    >
      <h4 id="blocked-preview-title" className="text-sm font-semibold">
        {admin.absences.previewTitle}
        {slots.length > 0 && (
          <span className="font-normal text-muted"> · {admin.absences.previewCount(slots.length)}</span>
        )}
      </h4>
      {slots.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{admin.absences.previewEmpty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={admin.absences.previewTitle}>
          {slots.map((time) => (
            <li
              key={time}
              className="rounded-md border border-warning-border bg-warning-soft px-2 py-0.5 text-sm font-semibold text-warning-fg tabular-nums"
            >
              {time}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
