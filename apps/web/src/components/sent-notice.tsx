import { CheckCircle2 } from 'lucide-react';

/**
 * What a dialog shows once its request went through ('Richiesta Inviata!', 'Candidatura Inviata!'): announced
 * politely, in place of the form, until the dialog closes itself.
 */
export function SentNotice({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
      <p className="text-xl font-semibold">{title}</p>
      <p className="text-muted">{text}</p>
    </div>
  );
}
