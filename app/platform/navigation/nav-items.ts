import type { Messages } from "~/platform/i18n/messages.server";
import {
  headerNav,
  type PageId,
  pageAt,
  pageById,
  pagesInGroup,
} from "~/platform/navigation/page-table";

/** `current`: the entry is the page shown (a group: one of its pages is). */
export interface NavLink {
  id: PageId;
  path: string;
  label: string;
  current: boolean;
}

export type NavItem =
  | ({ kind: "link" } & NavLink)
  | {
      kind: "group";
      id: "process" | "water";
      label: string;
      current: boolean;
      links: NavLink[];
    };

/**
 * Header entries in the specification's order, labelled in the current language, the page at
 * `pathname` marked current (pages are rendered per URL, so this is known at render).
 */
export function navItems(nav: Messages["common"]["nav"], pathname: string): NavItem[] {
  const currentId = pageAt(pathname)?.id;
  return headerNav.map((entry): NavItem => {
    if (typeof entry === "string") {
      return {
        kind: "link",
        id: entry,
        path: pageById(entry).path,
        label: nav[entry as keyof typeof nav],
        current: entry === currentId,
      };
    }
    const links = pagesInGroup(entry.group).map((page) => ({
      id: page.id,
      path: page.path,
      label: nav[page.id as keyof typeof nav],
      current: page.id === currentId,
    }));
    return {
      kind: "group",
      id: entry.group,
      label: nav[entry.group],
      current: links.some((link) => link.current),
      links,
    };
  });
}
