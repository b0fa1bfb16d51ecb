import type fr from "~/admin/articles/texts/fr.server";
import { fill } from "~/platform/i18n/format";
import {
  Bold,
  Code,
  Heading2,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Table,
} from "~/platform/ui/icons";
import { focusRing } from "../../shell/ui/form-field";
import type { MarkdownAction } from "../markdown-edit";

type Texts = (typeof fr)["editor"]["toolbar"];

/**
 * The buttons, in order, and their shortcuts with Ctrl (⌘ on a Mac) while the text has the focus.
 * None uses Alt: Ctrl+Alt is AltGr on Windows, with which a Belgian keyboard types @ (AltGr+2)
 * and € (AltGr+E); the heading takes Shift+2 beside the lists' Shift+7 and Shift+8.
 */
const buttons: { action: MarkdownAction | "image"; Icon: LucideIcon; keys?: string }[] = [
  { action: "heading", Icon: Heading2, keys: "Shift+2" },
  { action: "bold", Icon: Bold, keys: "B" },
  { action: "italic", Icon: Italic, keys: "I" },
  { action: "bulletList", Icon: List, keys: "Shift+8" },
  { action: "numberedList", Icon: ListOrdered, keys: "Shift+7" },
  { action: "link", Icon: LinkIcon, keys: "K" },
  { action: "image", Icon: ImagePlus },
  { action: "table", Icon: Table },
  { action: "code", Icon: Code, keys: "E" },
];

/**
 * The formatting toolbar above the article's text (WAI-ARIA toolbar: one Tab stop, arrows between
 * its buttons). Hidden until its module runs (../browser/article-toolbar.ts): without it, it would do
 * nothing. Titles and aria-keyshortcuts say Ctrl; the module says ⌘ on a Mac.
 */
export function ArticleToolbar({ t }: { t: Texts }) {
  return (
    <div
      id="article-toolbar"
      role="toolbar"
      aria-label={t.label}
      aria-controls="field-markdown"
      hidden
      className="flex flex-wrap gap-1 rounded-md border border-mist-200 bg-mist-50 p-1"
    >
      {buttons.map(({ action, Icon, keys }, index) => {
        const label = t[action];
        return (
          <button
            key={action}
            type="button"
            data-action={action}
            data-keys={keys}
            tabIndex={index === 0 ? 0 : -1}
            title={
              keys
                ? fill(t.shortcut, { label, keys: `Ctrl+${keys}` })
                : action === "image"
                  ? t.imageHint
                  : label
            }
            aria-keyshortcuts={keys ? `Control+${keys}` : undefined}
            aria-haspopup={action === "image" ? "dialog" : undefined}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded text-navy-900 hover:bg-process-100 ${focusRing}`}
          >
            <Icon aria-hidden="true" className="size-5" />
            <span className="sr-only">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
