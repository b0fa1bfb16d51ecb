import { seoTags } from "~/seo/meta";
import { CtaBand } from "~/ui/cta-band";
import { PageHero } from "~/ui/page-hero";
import type { Route } from "./+types/brewery";
import { loadPage } from "./load-page.server";

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, "brewery");
export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function Page({ loaderData: { t } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={t.hero.title} intro={t.hero.intro} />
      <CtaBand />
    </>
  );
}
