import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import type { JobApplication } from '@barber/shared/contract/job-applications';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { TabHeading } from '../../../components/tab-heading';
import { formatDateTime, formatPhone } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { workWithUs } from '../../../i18n/work-with-us';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { AdminListState } from '../admin-list-state';
import { serverMessageOr, useAdminRemoval } from '../use-admin-removal';
import { applicationsKey, applicationsQuery, deleteApplication } from './applications-api';
import { RecruitingSettingsCard } from './recruiting-settings-card';

const t = workWithUs.admin;
const labels = workWithUs.choices;
const fullName = (a: JobApplication) => `${a.firstName} ${a.lastName}`;
/** Only web addresses become links: a profile typed as '@nome' stays text. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** 'Candidature' (issue 15 item 5): the applications from /work-with-us, newest first, with the photos. */
export function ApplicationsTab() {
  const queryClient = useQueryClient();
  const list = useQuery(applicationsQuery);
  const rows = list.data ?? [];
  const removal = useAdminRemoval({
    remove: deleteApplication,
    onRemoved: (_answer, removed) => {
      queryClient.setQueryData<JobApplication[]>(applicationsKey, (current) =>
        current?.filter((a) => a._id !== removed._id),
      );
      toast.success(t.deleted);
    },
    describeError: serverMessageOr(t.deleteError),
  });

  return (
    <section aria-labelledby="applications-title" className="flex flex-col gap-5">
      <TabHeading id="applications-title" title={t.title} intro={t.intro}>
        <p className="mt-1 text-sm text-muted">{t.retention}</p>
      </TabHeading>
      <AdminListState
        query={list}
        loadingLabel={t.loading}
        loadErrorLabel={t.loadError}
        emptyLabel={t.empty}
        isEmpty={rows.length === 0}
      >
        <ul aria-label={t.title} className="grid gap-4 lg:grid-cols-2">
          {rows.map((application) => (
            <li key={application._id}>
              <ApplicationCard application={application} onDelete={() => removal.ask(application)} />
            </li>
          ))}
        </ul>
      </AdminListState>
      <RecruitingSettingsCard />
      <AdminDeleteDialog
        {...removal.dialog}
        message={removal.target ? t.confirmText(fullName(removal.target)) : ''}
      />
    </section>
  );
}

function ApplicationCard({ application: a, onDelete }: { application: JobApplication; onDelete: () => void }) {
  const name = fullName(a);
  const children =
    a.hasChildren === 'si' && a.childrenNumber ? `${labels.yesNo.si} (${a.childrenNumber})` : labels.yesNo[a.hasChildren];
  return (
    <Card className="flex h-full flex-col gap-3 !p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{name}</h3>
          <p className="text-sm text-muted">{t.received(formatDateTime(a.createdAt))}</p>
        </div>
        <Button variant="danger" size="sm" aria-label={t.deleteOf(name)} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t.delete}
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t.email}</dt>
        <dd className="min-w-0 break-all">
          <a className="underline" href={`mailto:${a.email}`}>
            {a.email}
          </a>
        </dd>
        <dt className="text-muted">{t.phone}</dt>
        <dd>
          <a className="underline" href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>
            {formatPhone(a.phone)}
          </a>
        </dd>
        <dt className="text-muted">{t.nationality}</dt>
        <dd className="break-words">{a.nationality}</dd>
        <dt className="text-muted">{t.address}</dt>
        <dd className="break-words whitespace-pre-line">{a.address}</dd>
        <dt className="text-muted">{t.workPermit}</dt>
        <dd>{labels.workPermit[a.hasWorkPermit]}</dd>
        <dt className="text-muted">{t.maritalStatus}</dt>
        <dd>{labels.maritalStatus[a.maritalStatus]}</dd>
        <dt className="text-muted">{t.children}</dt>
        <dd>{children}</dd>
        {a.socialProfiles.length > 0 && (
          <>
            <dt className="text-muted">{t.social}</dt>
            <dd className="flex min-w-0 flex-col">
              {a.socialProfiles.map((p) => (
                <span key={`${p.platform}-${p.url}`} className="break-all">
                  {labels.platforms[p.platform]}:{' '}
                  {isWebLink(p.url) ? (
                    <a className="underline" href={p.url} target="_blank" rel="noopener noreferrer nofollow">
                      {p.url}
                    </a>
                  ) : (
                    p.url
                  )}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
      <div>
        <p className="text-sm text-muted">{t.photos}</p>
        <ul className="mt-1 grid grid-cols-5 gap-2">
          {a.photos.map((photo, index) => (
            <li key={photo.url}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group relative block"
                aria-label={t.openPhoto(index + 1)}
              >
                <img
                  src={photo.thumbUrl}
                  alt={t.photoAlt(index + 1, name)}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg border border-border object-cover"
                />
                <ExternalLink
                  className="absolute right-1 bottom-1 size-4 rounded bg-black/70 p-0.5 text-white opacity-0 group-hover:opacity-100"
                  aria-hidden="true"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-auto text-xs text-muted">{t.deleteAfter(formatDateTime(a.deleteAfter))}</p>
    </Card>
  );
}
