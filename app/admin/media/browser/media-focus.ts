import { byId } from "~/admin/shell/browser/config";

/**
 * The focal point's module: a click on the picture fills the two number fields, and the mark and
 * the crop previews follow the fields, typed or clicked. The form is posted as it is without it.
 */
function pickFocus() {
  const area = document.getElementById("media-focus-area");
  const mark = document.getElementById("media-focus-mark");
  const form = document.getElementById("media-focus-form");
  const x = byId("field-focusX", HTMLInputElement);
  const y = byId("field-focusY", HTMLInputElement);
  if (!area || !mark || !form || !x || !y) return;
  document.getElementById("media-focus-pick")?.removeAttribute("hidden");
  const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
  const show = () => {
    const px = Number(x.value);
    const py = Number(y.value);
    if (!Number.isFinite(px) || !Number.isFinite(py) || x.value === "" || y.value === "") return;
    mark.style.left = `${clamp(px)}%`;
    mark.style.top = `${clamp(py)}%`;
    for (const img of document.querySelectorAll<HTMLElement>(".media-focus-preview")) {
      img.style.objectPosition = `${clamp(px)}% ${clamp(py)}%`;
    }
  };
  area.addEventListener("click", (event) => {
    const box = area.getBoundingClientRect();
    x.value = String(clamp(((event.clientX - box.left) / box.width) * 100));
    y.value = String(clamp(((event.clientY - box.top) / box.height) * 100));
    show();
    x.dispatchEvent(new Event("input", { bubbles: true }));
  });
  x.addEventListener("input", show);
  y.addEventListener("input", show);
}

pickFocus();
