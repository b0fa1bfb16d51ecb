import type { ImageSource } from "~/platform/content/images";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { CalendarDays, CircleCheck, MapPin } from "~/platform/ui/icons";
import { PictureView } from "~/platform/ui/picture-view";
import { IconFact } from "~/site/ui/icon-fact";

/**
 * One client project: picture, category, year, location, title (a link to its reference page,
 * when it has one), description and services.
 */
export function ProjectCard({
  image,
  project,
  labels,
  className,
}: {
  /** Its library picture or built-in photo; none when a release removed the photo. */
  image: ImageSource | null;
  project: {
    /** Its reference page's language-neutral path. */
    path?: string;
    category: string;
    year: number;
    title: string;
    description: string;
    location: string;
    services: string[];
    imageAlt: string;
  };
  labels: { year: string; location: string; services: string; delivered: string };
  className?: string;
}) {
  return (
    <li className={className}>
      <article className="flex h-full flex-col overflow-hidden rounded-xl border border-mist-200 bg-white shadow-sm">
        <div className="relative">
          {image ? (
            <PictureView source={image} alt={project.imageAlt} width={800} height={500} />
          ) : (
            <div className="aspect-[8/5] bg-mist-100" />
          )}
          <p className="card-badge absolute top-4 left-4">{project.category}</p>
        </div>
        <div className="flex flex-1 flex-col p-6">
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink-600">
            <IconFact label={labels.location} icon={MapPin}>
              {project.location}
            </IconFact>
            <IconFact label={labels.year} icon={CalendarDays}>
              <time dateTime={String(project.year)}>{project.year}</time>
            </IconFact>
          </dl>
          <h3 className="mt-3 text-xl font-semibold text-navy-900">
            {project.path ? (
              <LocalizedLink
                to={project.path}
                className="underline decoration-mist-300 underline-offset-4 hover:decoration-steel-700"
              >
                {project.title}
              </LocalizedLink>
            ) : (
              project.title
            )}
          </h3>
          <p className="mt-3 leading-relaxed text-ink-700">{project.description}</p>
          <div className="mt-auto pt-5">
            <ul aria-label={labels.services} className="flex flex-wrap gap-2">
              {project.services.map((service) => (
                <li key={service} className="tag">
                  {service}
                </li>
              ))}
            </ul>
            <p className="mt-5 flex items-center gap-2 border-t border-mist-200 pt-4 text-sm font-semibold text-success-700">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
              {labels.delivered}
            </p>
          </div>
        </div>
      </article>
    </li>
  );
}
