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
      <section aria-labelledby="goes-title">
        <h2 id="goes-title" className="text-lg font-bold">
          {t.goesTitle}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {t.goes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stays-title">
        <h2 id="stays-title" className="text-lg font-bold">
          {t.staysTitle}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {t.stays.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <p className="text-navy-800">{t.alternative}</p>
    </div>
  );
}
