import { Check } from 'lucide-react';
import type { Service } from '@barber/shared/schemas/catalog';
import { ButtonLink } from '../../components/button-link';
import { Dialog } from '../../components/dialog';
import { formatChf } from '../../lib/format';
import type { ServiceText } from '../../i18n/home';
import { homeServiceTexts } from '../../i18n/home-services';

const t = homeServiceTexts.modal;

/** A service's details: price and duration from the database, description, what it includes, a booking link. */
export default function ServiceModal({
  item,
  service,
  bookingPath,
  onClose,
}: {
  item: ServiceText;
  service: Service | undefined;
  bookingPath: string;
  onClose: () => void;
}) {
  const details = homeServiceTexts.details[item.key];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item.name}
      description={item.summary}
      closeLabel={t.close}
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-surface-2 p-3">
          <dt className="text-sm text-muted">{t.price}</dt>
          <dd className="text-xl font-semibold text-accent-text">
            {service ? formatChf(service.price) : t.priceUnknown}
          </dd>
        </div>
        {service && (
          <div className="rounded-xl bg-surface-2 p-3">
            <dt className="text-sm text-muted">{t.duration}</dt>
            <dd className="text-xl font-semibold">{t.minutes(service.duration)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-4">{details.description}</p>
      <h3 className="mt-4 font-semibold">{t.features}</h3>
      <ul className="mt-2 flex flex-col gap-1">
        {details.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Check className="size-4 text-accent-text" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink to={bookingPath} size="lg" className="mt-6 w-full">
        {t.book}
      </ButtonLink>
    </Dialog>
  );
}
