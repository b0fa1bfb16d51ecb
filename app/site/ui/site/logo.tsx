import { company } from "~/platform/content/company";

// The word mark: the short name, and under it the rest of the name ("Engineering").
const rest = company.name.startsWith(company.shortName)
  ? company.name.slice(company.shortName.length).trim()
  : "";

/** Brand mark: a stylised vessel and pipe run, drawn inline so it never shifts the layout. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="8" fill={inverted ? "#ffffff" : "#0b1f33"} />
        <path d="M11 9h10a7 7 0 0 1 7 7v15H11z" fill="#2f7dd1" />
        <path d="M11 9h10a7 7 0 0 1 7 7v3H11z" fill="#9fb3c8" />
        <path d="M28 24h5v3h-5zM6 24h5v3H6z" fill="#f28c28" />
      </svg>
      <span className={inverted ? "text-white" : "text-navy-900"}>
        <span className="block text-lg leading-none font-bold tracking-tight">
          {company.shortName}
        </span>
        {rest && (
          <>
            {" "}
            <span
              className={
                inverted
                  ? "block text-[0.7rem] tracking-[0.2em] text-mist-200 uppercase"
                  : "block text-[0.7rem] tracking-[0.2em] text-ink-600 uppercase"
              }
            >
              {rest}
            </span>
          </>
        )}
      </span>
    </span>
  );
}
