/** What removing an account takes away and what it leaves, said before the button. */
export function UserRemoval({
  t,
}: {
  t: {
    goesTitle: string;
    goes: string[];
    staysTitle: string;
    stays: string[];
    alternative: string;
  };
}) {
  return (
    <div className="space-y-4 text-navy-900">
      {(
        [
          ["goes", t.goesTitle, t.goes],
          ["stays", t.staysTitle, t.stays],
        ] as const
      ).map(([id, title, lines]) => (
        <section key={id} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {title}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-navy-800">{t.alternative}</p>
    </div>
  );
}
