import type { Messages } from "~/i18n/messages.server";
import { headerNav, type PageId, pageById, pagesInGroup } from "~/navigation/page-table";

export type NavItem =
  | { kind: "link"; id: PageId; path: string; label: string }
  | {
      kind: "group";
      id: "process" | "water";
      label: string;
      links: { id: PageId; path: string; label: string }[];
    };

/** Header entries in the specification's order, labelled in the current language. */
export function navItems(nav: Messages["common"]["nav"]): NavItem[] {
  return headerNav.map((entry) =>
    typeof entry === "string"
      ? {
          kind: "link",
          id: entry,
          path: pageById(entry).path,
          label: nav[entry as keyof typeof nav],
        }
      : {
          kind: "group",
          id: entry.group,
          label: nav[entry.group],
          links: pagesInGroup(entry.group).map((page) => ({
            id: page.id,
            path: page.path,
            label: nav[page.id as keyof typeof nav],
          })),
        },
  );
}
