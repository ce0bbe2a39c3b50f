import type { ConsultationService } from '@barber/shared/domain/contact';
import { formatDate } from '../../lib/format';
import { consultation as t } from '../../i18n/consultation';
import type { ConsultationForm } from './consultation-form';

/** The summary before sending: every answer given, the optional ones only when filled in. */
export function ConsultationSummary({ form }: { form: ConsultationForm }) {
  const serviceLabel = form.service ? (t.services[form.service as ConsultationService] ?? '') : '';
  return (
    <>
      <p className="text-muted">{t.summaryIntro}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface-2 p-4">
        <dt className="text-muted">{t.summary.service}</dt>
        <dd className="font-medium">{serviceLabel}</dd>
        <dt className="text-muted">{t.summary.when}</dt>
        <dd className="font-medium">
          {form.date && formatDate(form.date)}, {form.time}
        </dd>
        <dt className="text-muted">{t.summary.name}</dt>
        <dd className="font-medium [overflow-wrap:anywhere]">{form.name}</dd>
        <dt className="text-muted">{t.summary.phone}</dt>
        <dd className="font-medium">{form.phone}</dd>
        {form.email.trim() && (
          <>
            <dt className="text-muted">{t.summary.email}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{form.email}</dd>
          </>
        )}
        {form.message.trim() && (
          <>
            <dt className="text-muted">{t.summary.message}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{form.message}</dd>
          </>
        )}
      </dl>
    </>
  );
}
