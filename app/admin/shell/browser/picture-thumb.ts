import { configsOf } from "./config";

/** A picture's select and the box where the chosen picture's thumbnail is shown. */
export interface PictureThumbConfig {
  select: string;
  box: string;
  /** The thumbnail's own id, when the page names it. */
  thumbId?: string;
  frame: { width: number; height: number; className: string };
}

/**
 * The thumbnail follows the choice of a picture (an article's cover, a collection's picture
 * field): each option carries its thumbnail's address in `data-thumb`. Its alternative text stays
 * empty: it repeats the choice. Without JavaScript the thumbnail shows what was saved.
 */
function followChoices() {
  for (const config of configsOf<PictureThumbConfig>("picture-thumb")) {
    const select = document.getElementById(config.select);
    const box = document.getElementById(config.box);
    if (!(select instanceof HTMLSelectElement) || !box) continue;
    select.addEventListener("change", () => {
      const src = select.selectedOptions[0]?.dataset.thumb;
      box.replaceChildren();
      if (!src) return;
      const thumb = document.createElement("img");
      if (config.thumbId) thumb.id = config.thumbId;
      thumb.alt = "";
      thumb.width = config.frame.width;
      thumb.height = config.frame.height;
      thumb.className = config.frame.className;
      thumb.src = src;
      box.append(thumb);
    });
  }
}

followChoices();
