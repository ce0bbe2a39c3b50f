import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Check, Gift, Search, Send } from 'lucide-react';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { workWithUs as t } from '../../i18n/work-with-us';

// The application form (and the dialog code under it) loads the first time 'Invia Candidatura' is tapped.
const ApplicationModal = lazy(() => import('./application-modal').then((m) => ({ default: m.ApplicationModal })));

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-2 text-accent-text">
          {icon}
        </span>
        <h2 id={id} className="font-display text-2xl font-semibold">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-1 size-4 shrink-0 text-accent-text" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /work-with-us (001 section 2 'Job application page', anchor 'hiring'): public. The three cards and the
 * 'Candidatura Spontanea' modal; the application goes to our server (ADR 0024).
 */
export default function WorkWithUsPage() {
  useDocumentTitle(t.title);
  const [open, setOpen] = useState(false);
  // Once opened, the modal stays mounted so its closing (focus back, form reset) runs as before.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <div id="hiring" className="mx-auto flex w-full max-w-6xl scroll-mt-20 flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{t.title}</h1>
        <p className="mt-3 text-lg text-muted">{t.intro}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <InfoCard icon={<Search className="size-5" aria-hidden="true" />} title={t.lookingFor.title}>
          <Checklist items={t.lookingFor.items} />
        </InfoCard>
        <InfoCard icon={<Gift className="size-5" aria-hidden="true" />} title={t.offer.title}>
          <Checklist items={t.offer.items} />
        </InfoCard>
        <InfoCard icon={<Send className="size-5" aria-hidden="true" />} title={t.apply.title}>
          <p className="text-muted">{t.apply.text}</p>
          <div className="mt-auto">
            <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
              {t.apply.button}
            </Button>
          </div>
        </InfoCard>
      </div>
      {used && (
        <Suspense fallback={null}>
          <ApplicationModal open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
