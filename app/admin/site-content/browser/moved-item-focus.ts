import { configOf } from "~/admin/shell/browser/config";

/** The item just moved in a collection's list, and which of its buttons moved it. */
export interface MovedItemFocusConfig {
  row: string;
  button: string;
}

/**
 * After moving an item up or down, the keyboard stays on it: its button that moved it takes the
 * focus back; at the end of the list, where that one is disabled, its other one.
 */
function focusMovedItem() {
  const config = configOf<MovedItemFocusConfig>("moved-item-focus");
  const row = config && document.getElementById(config.row);
  if (!config || !row) return;
  const buttons = Array.from(row.querySelectorAll<HTMLButtonElement>("button[data-button]"));
  const same = buttons.find((b) => b.dataset.button === config.button && !b.disabled);
  (same ?? buttons.find((b) => !b.disabled) ?? row).focus();
}

focusMovedItem();
