import { Info } from 'lucide-react';
import { admin } from '../../../i18n/admin';

export function AbsenceInfoBox() {
  return (
    <aside
      aria-labelledby="absence-info-title"
      className="rounded-xl border border-border bg-accent-soft p-4 text-accent-soft-fg"
    >
      <h3 id="absence-info-title" className="flex items-center gap-2 font-semibold">
        <Info className="size-5 shrink-0" aria-hidden="true" />
        {admin.absences.infoTitle}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {admin.absences.info.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </aside>
  );
}
