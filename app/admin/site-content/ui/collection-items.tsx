import { Form, Link } from "react-router";
import type { ItemStatus } from "~/admin/site-content/collection-fields";
import type fr from "~/admin/site-content/texts/collections.fr.server";
import { fill } from "~/platform/i18n/format";
import { buttonClass } from "~/platform/ui/button";
import { cn } from "~/platform/ui/cn";
import { AdminSection } from "../../shell/ui/admin-section";
import { BrowserModule } from "../../shell/ui/browser-module";
import { focusRing, HiddenFields } from "../../shell/ui/form-field";
import type { MovedItemFocusConfig } from "../browser/moved-item-focus";

const toneClass: Record<ItemStatus["tone"], string> = {
  ok: "bg-green-100 text-green-900",
  warning: "bg-amber-100 text-amber-900",
  off: "bg-mist-100 text-navy-900",
};

type Texts = typeof fr;

export interface CollectionItemRow {
  ref: string;
  title: string;
  thumb: string | null;
  visible: boolean;
  /** Its state and dates (a certificate), when the list has any. */
  status: ItemStatus | null;
  edit: string;
  remove: string;
}

/** An item's two moves: a place up, a place down (none past either end). */
const moves = [
  { button: "up", step: -1, label: "moveUp", labelOf: "moveUpOf" },
  { button: "down", step: 1, label: "moveDown", labelOf: "moveDownOf" },
] as const;

const small = "btn btn-outline min-h-11 px-3 py-1.5 text-sm";

/** A one-button form of the list: hide, show or move an item, with the list's version. */
function ItemButton({
  intent,
  item,
  version,
  label,
  name,
  extra = {},
  disabled = false,
}: {
  intent: string;
  item: CollectionItemRow;
  version: number;
  label: string;
  name: string;
  extra?: Record<string, string>;
  disabled?: boolean;
}) {
  return (
    <Form method="post">
      <HiddenFields values={{ intent, ref: item.ref, version, ...extra }} />
      <button
        type="submit"
        className={cn(small, focusRing, "disabled:opacity-40")}
        aria-label={name}
        disabled={disabled}
        data-button={extra.button}
      >
        {label}
      </button>
    </Form>
  );
}

/**
 * The items in the site's order. Each row: thumbnail, title, a "hidden" badge, and its actions;
 * moving is two buttons (no dragging needed), and after a move the same button has the focus
 * again, so pressing Enter repeatedly walks the item up or down the list.
 */
export function CollectionItems({
  t,
  items,
  version,
  addLink,
  warning,
  focus,
  fixed = false,
}: {
  t: Texts;
  items: CollectionItemRow[];
  version: number;
  addLink: string;
  warning?: string;
  focus: { ref: string; button: string };
  /** Named places (the home page's photos): edited only, never added, moved, hidden or removed. */
  fixed?: boolean;
}) {
  return (
    <AdminSection id="collection-items" title={t.items}>
      {!fixed && (
        <p className="mt-4">
          <Link to={addLink} className={buttonClass("primary", "md", focusRing)}>
            {t.add}
          </Link>
        </p>
      )}
      {warning && (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {warning}
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-4 text-navy-800">{t.empty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-mist-100" data-testid="collection-items">
          {items.map((item, index) => {
            const of = { item: item.title };
            return (
              <li
                key={item.ref}
                id={`item-${item.ref}`}
                tabIndex={-1}
                data-testid="collection-item"
                className="flex flex-col gap-3 py-4 outline-none sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  {item.thumb ? (
                    <img
                      src={item.thumb}
                      alt=""
                      width={96}
                      height={64}
                      loading="lazy"
                      className="h-16 w-24 shrink-0 rounded-md border border-mist-200 bg-mist-50 object-cover"
                    />
                  ) : (
                    <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-md border border-dashed border-mist-200 text-center text-xs text-ink-700">
                      {t.noPicture}
                    </span>
                  )}
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-navy-900">
                      <span className="sr-only">
                        {fill(t.position, { position: index + 1, count: items.length })},{" "}
                      </span>
                      {item.title}
                    </p>
                    {!item.visible && (
                      <span className="mt-1 mr-2 inline-block rounded-full bg-mist-100 px-2.5 py-0.5 text-xs font-semibold text-navy-900">
                        {t.hidden}
                      </span>
                    )}
                    {item.status && (
                      <>
                        <span
                          className={cn(
                            "mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
                            toneClass[item.status.tone],
                          )}
                          data-testid="item-status"
                        >
                          {item.status.label}
                        </span>
                        <p className="mt-1 text-sm text-navy-800">{item.status.detail}</p>
                      </>
                    )}
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {!fixed &&
                    moves.map(({ button, step, label, labelOf }) => (
                      <ItemButton
                        key={button}
                        intent="move"
                        item={item}
                        version={version}
                        label={t[label]}
                        name={fill(t[labelOf], of)}
                        extra={{ to: String(index + step), button }}
                        disabled={items[index + step] === undefined}
                      />
                    ))}
                  <ItemLink to={item.edit} label={t.edit} name={fill(t.editOf, of)} />
                  {!fixed && (
                    <>
                      <ItemButton
                        intent={item.visible ? "hide" : "show"}
                        item={item}
                        version={version}
                        label={item.visible ? t.hide : t.show}
                        name={fill(item.visible ? t.hideOf : t.showOf, of)}
                      />
                      <ItemLink to={item.remove} label={t.remove} name={fill(t.removeOf, of)} />
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {focus.ref && (
        <BrowserModule<MovedItemFocusConfig>
          name="moved-item-focus"
          config={{ row: `item-${focus.ref}`, button: focus.button }}
        />
      )}
    </AdminSection>
  );
}

/** A link of an item's row: its short word, and its full name for a screen reader. */
function ItemLink({ to, label, name }: { to: string; label: string; name: string }) {
  return (
    <Link to={to} className={cn(small, focusRing)} aria-label={name}>
      {label}
    </Link>
  );
}
