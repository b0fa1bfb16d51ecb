/**
 * What was typed in a back-office form survives a session that ended before it was saved.
 *
 * Kept in the tab's sessionStorage, not on the server: once the session is gone the server no
 * longer knows whose post it is (trusting an expired cookie to name an account is what session
 * expiry forbids), lead notes and the like stay out of a second table, files and passwords are
 * never read, and one module serves every form without code in each route
 * (./browser/form-drafts.ts).
 *
 * On submit, the form's visible fields (never passwords, files, hidden or one-time codes) are
 * written as the tab's one pending draft, with the account and the page's place in the back office
 * without its language (`/articles/12` for `/admin/...` and `/en/admin/...`: the sign-in may land
 * in the account's language). The next back-office page decides: arrived at from the sign-in
 * page, on the same place and for the same account, the draft is put back with a notice; any
 * other page means the post was answered, and the draft is dropped. Signing out drops it too.
 */
export interface FormDraftsConfig {
  /** The signed-in account: a draft is only ever given back to whoever typed it. */
  user: string;
  /** The page's place inside the back office, the same in every language. */
  page: string;
  /** Paths of the sign-in pages (every language), whose referral means "signed in again". */
  signIn: readonly string[];
  /** The notice shown above a form whose fields were put back. */
  kept: string;
}

/** The tab's one pending draft, under this sessionStorage key. */
export const DRAFT_STORAGE_KEY = "procelia-admin-draft";

/** A field's saved value: its name, its rank among the fields of that name, its value. */
export type DraftField = [name: string, index: number, value: string | boolean | string[]];

export interface Draft {
  user: string;
  page: string;
  /** The form's id, or `#<n>` for the page's n-th posting form. */
  form: string;
  fields: DraftField[];
}

/** Whether the page was reached from one of the sign-in pages of this site. */
export function cameFromSignIn(
  referrer: string,
  origin: string,
  signIn: readonly string[],
): boolean {
  try {
    const from = new URL(referrer);
    return (
      from.origin === origin &&
      signIn.some((path) => from.pathname === path || from.pathname.startsWith(`${path}/`))
    );
  } catch {
    return false;
  }
}

/**
 * What a page does with the tab's pending draft: put it back (signed in again, same account,
 * same place) and whether to drop it. Back from the sign-in elsewhere than the draft's page, it
 * is kept for the way back to it; any other page means the post was answered.
 */
export function draftOutcome(
  draft: Pick<Draft, "user" | "page">,
  here: { user: string; page: string; fromSignIn: boolean },
): { restore: boolean; drop: boolean } {
  const sameUser = here.fromSignIn && draft.user === here.user;
  return {
    restore: sameUser && draft.page === here.page,
    drop: !(sameUser && draft.page !== here.page),
  };
}

/** A stored draft, or null when the text is not one (an older tab, another script's key). */
export function parseDraft(text: string | null): Draft | null {
  try {
    const value: unknown = JSON.parse(text ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const draft = value as Partial<Draft>;
    if (
      typeof draft.user !== "string" ||
      typeof draft.page !== "string" ||
      typeof draft.form !== "string" ||
      !Array.isArray(draft.fields)
    ) {
      return null;
    }
    return draft as Draft;
  } catch {
    return null;
  }
}
