import { configOf } from "~/admin/shell/browser/config";
import { type MarkdownAction, markdownEdit } from "../markdown-edit";

export interface ArticleToolbarConfig {
  /** "{label} ({keys})": a button's title with its shortcut. */
  shortcut: string;
  /** A new table's headings: "Colonne {n}". */
  column: string;
}

/**
 * The formatting toolbar's behaviour: each button and its shortcut changes the text through the
 * browser's own editing (execCommand "insertText"), so one Ctrl+Z takes it back and the input
 * event reaches the preview, the counter, the autosave and the leave warning. The image button
 * opens the picker of ./article-pictures.ts (loaded before this module). Arrows move between the
 * buttons (one Tab stop).
 */
function toolbar() {
  const config = configOf<ArticleToolbarConfig>("article-toolbar");
  const bar = document.getElementById("article-toolbar");
  const markdown = document.getElementById("field-markdown");
  if (!config || !bar || !(markdown instanceof HTMLTextAreaElement)) return;
  const buttons = Array.from(bar.querySelectorAll<HTMLButtonElement>("button[data-action]"));

  // The picker's own button, shown by its script when the browser has <dialog>.
  const picker = document.getElementById("picture-picker-open");
  const tools = document.getElementById("picture-tools");
  const image = buttons.find((button) => button.dataset.action === "image");
  if (image && (!picker || !tools || tools.hidden)) {
    image.remove();
    buttons.splice(buttons.indexOf(image), 1);
  }

  // ⌘ on a Mac, in the tooltips and for assistive technologies.
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform;
  const mac = /mac|iphone|ipad/i.test(platform);
  const shortcuts = new Map<string, string>();
  for (const button of buttons) {
    const keys = button.dataset.keys;
    if (!keys) continue;
    shortcuts.set(keys, button.dataset.action ?? "");
    if (!mac) continue;
    const key = keys.replace("Shift+", "");
    const label = button.textContent?.trim() ?? "";
    const shown = `${keys.startsWith("Shift+") ? "⇧" : ""}⌘${key}`;
    button.title = config.shortcut.replace("{label}", label).replace("{keys}", shown);
    button.setAttribute("aria-keyshortcuts", `Meta+${keys}`);
  }

  const apply = (action: string) => {
    const value = markdown.value;
    const change = markdownEdit(
      action as MarkdownAction,
      value,
      markdown.selectionStart,
      markdown.selectionEnd,
      config.column,
    );
    markdown.focus();
    markdown.setSelectionRange(change.from, change.to);
    let done = false;
    if (change.text !== "" || change.from < change.to) {
      try {
        // The browser's own editing: one step of its undo history, and its input event.
        done = document.execCommand(
          change.text === "" ? "delete" : "insertText",
          false,
          change.text,
        );
      } catch {
        done = false;
      }
      if (!done) {
        markdown.setRangeText(change.text, change.from, change.to, "end");
        markdown.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    markdown.setSelectionRange(change.selectionStart, change.selectionEnd);
  };

  bar.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-action]");
    if (!button) return;
    if (button.dataset.action === "image") picker?.click();
    else apply(button.dataset.action ?? "");
  });

  // One Tab stop: the last button used; arrows, Home and End move between them.
  const rove = (next: HTMLButtonElement | undefined) => {
    if (!next) return;
    for (const button of buttons) button.tabIndex = button === next ? 0 : -1;
    next.focus();
  };
  bar.addEventListener("focusin", (event) => {
    const button = event.target as HTMLButtonElement;
    if (buttons.includes(button)) for (const b of buttons) b.tabIndex = b === button ? 0 : -1;
  });
  bar.addEventListener("keydown", (event) => {
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const n = buttons.length;
    const to =
      event.key === "ArrowRight"
        ? (at + 1) % n
        : event.key === "ArrowLeft"
          ? (at - 1 + n) % n
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? n - 1
              : -1;
    if (to === -1) return;
    event.preventDefault();
    rove(buttons[to]);
  });

  markdown.addEventListener("keydown", (event) => {
    // Ctrl+Alt is AltGr on Windows: the characters it types are not shortcuts.
    if (event.altKey || event.getModifierState("AltGraph")) return;
    if (mac ? !event.metaKey || event.ctrlKey : !event.ctrlKey || event.metaKey) return;
    // Digits by their key's place (Shift+8 is * on one keyboard, 8 on a Belgian one), letters by
    // what they type (AZERTY's A is QWERTY's Q).
    const digit = /^Digit(\d)$/.exec(event.code)?.[1];
    const key = digit ?? event.key.toUpperCase();
    const action = shortcuts.get(`${event.shiftKey ? "Shift+" : ""}${key}`);
    if (!action) return;
    event.preventDefault();
    apply(action);
  });

  bar.hidden = false;
}

toolbar();
