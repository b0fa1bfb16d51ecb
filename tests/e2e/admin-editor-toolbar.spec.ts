import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import frArticles from "../../app/admin/articles/texts/fr.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/** The article editor's formatting toolbar and its shortcuts, as an author uses them. */
const { signIn } = registerSharedAdmin(sharedAccounts.editorToolbar);

const e = frArticles.editor;
const b = e.toolbar;

/** Selects `word` (its first occurrence after `after`) in the text, as a mouse would. */
async function select(text: Locator, word: string, after = "") {
  await text.evaluate(
    (area: HTMLTextAreaElement, { w, a }) => {
      const start = area.value.indexOf(w, a ? area.value.indexOf(a) : 0);
      if (start === -1) throw new Error(`no "${w}" in the text`);
      area.focus();
      area.setSelectionRange(start, start + w.length);
    },
    { w: word, a: after },
  );
}

const selection = (text: Locator) =>
  text.evaluate((area: HTMLTextAreaElement) =>
    area.value.slice(area.selectionStart, area.selectionEnd),
  );

async function editor(page: Page) {
  await signIn(page, "/admin/articles/new");
  const text = page.getByLabel(e.markdown, { exact: true });
  const toolbar = page.getByRole("toolbar", { name: b.label });
  await expect(toolbar).toBeVisible();
  return { text, toolbar };
}

test("buttons and shortcuts write the Markdown, one Ctrl+Z undoes each, the preview shows it", async ({
  page,
}) => {
  const { text, toolbar } = await editor(page);
  const button = (name: string) => toolbar.getByRole("button", { name, exact: true });
  await expect(toolbar).toHaveAttribute("aria-controls", "field-markdown");
  await expect(button(b.bold)).toHaveAttribute("aria-keyshortcuts", "Control+B");
  await expect(button(b.bold)).toHaveAccessibleDescription(`${b.bold} (Ctrl+B)`);

  const start = "Vanne papillon DN150\n\nLe corps est en inox.\nPUMP ON puis WAIT 5.";
  await text.fill(start);

  // Bold with the button: the word stays selected, one Ctrl+Z takes it back.
  await select(text, "papillon");
  await button(b.bold).click();
  await expect(text).toHaveValue(start.replace("papillon", "**papillon**"));
  await expect(text).toBeFocused();
  expect(await selection(text)).toBe("papillon");
  await page.keyboard.press("Control+z");
  await expect(text).toHaveValue(start);
  // Ctrl+Alt is AltGr on Windows (AltGr+E types €): not a shortcut.
  await select(text, "papillon");
  await page.keyboard.press("Control+Alt+e");
  await expect(text).toHaveValue(start);

  // The same with the shortcuts: bold, italic, heading, inline code.
  await select(text, "papillon");
  await page.keyboard.press("Control+b");
  await select(text, "inox");
  await page.keyboard.press("Control+i");
  await select(text, "DN150");
  await page.keyboard.press("Control+Shift+2");
  await select(text, "PUMP ON");
  await page.keyboard.press("Control+e");
  const formatted =
    "## Vanne **papillon** DN150\n\nLe corps est en _inox_.\n`PUMP ON` puis WAIT 5.";
  await expect(text).toHaveValue(formatted);
  await page.keyboard.press("Control+z");
  await expect(text).toHaveValue(formatted.replace("`PUMP ON`", "PUMP ON"));
  await page.keyboard.press("Control+e");
  await expect(text).toHaveValue(formatted);

  // The heading comes off with a second press, and back.
  await select(text, "Vanne");
  await button(b.heading).click();
  await expect(text).toHaveValue(formatted.replace("## ", ""));
  await page.keyboard.press("Control+Shift+2");
  await expect(text).toHaveValue(formatted);

  // Lists: each selected line, bulleted by shortcut then numbered by the button.
  await text.press("Control+End");
  await text.pressSequentially("\n\nDébit\nPression");
  await text.evaluate((area: HTMLTextAreaElement) => {
    area.setSelectionRange(area.value.indexOf("Débit"), area.value.length);
  });
  await page.keyboard.press("Control+Shift+8");
  await expect(text).toHaveValue(`${formatted}\n\n- Débit\n- Pression`);
  await button(b.numberedList).click();
  await expect(text).toHaveValue(`${formatted}\n\n1. Débit\n2. Pression`);
  await page.keyboard.press("Control+z");
  await expect(text).toHaveValue(`${formatted}\n\n- Débit\n- Pression`);
  await page.keyboard.press("Control+Shift+7");
  const listed = `${formatted}\n\n1. Débit\n2. Pression`;
  await expect(text).toHaveValue(listed);

  // A link: the address to write is selected, typing replaces it.
  await text.press("Control+End");
  await text.pressSequentially("\n\nVoir le règlement.");
  await select(text, "le règlement");
  await page.keyboard.press("Control+k");
  expect(await selection(text)).toBe("https://");
  await page.keyboard.type("https://eur-lex.europa.eu/eli/reg/2023/1230");
  const linked = `${listed}\n\nVoir [le règlement](https://eur-lex.europa.eu/eli/reg/2023/1230).`;
  await expect(text).toHaveValue(linked);

  // A table on its own lines, its first heading selected to be written over.
  await button(b.table).click();
  expect(await selection(text)).toBe("Colonne 1");
  await page.keyboard.type("Paramètre");
  await expect(text).toHaveValue(
    `${linked}\n\n| Paramètre | Colonne 2 | Colonne 3 |\n| --- | --- | --- |\n|  |  |  |\n|  |  |  |\n`,
  );

  // The preview, the counter (and with them the autosave and the leave warning) heard each change.
  const preview = page.locator("#article-preview");
  await expect(preview.locator("h2")).toHaveText("Vanne papillon DN150");
  await expect(preview.locator("h2 strong")).toHaveText("papillon");
  await expect(preview.locator("em")).toHaveText("inox");
  await expect(preview.locator("p code")).toHaveText("PUMP ON");
  await expect(preview.locator("ol li")).toHaveText(["Débit", "Pression"]);
  await expect(preview.getByRole("link", { name: "le règlement" })).toHaveAttribute(
    "href",
    "https://eur-lex.europa.eu/eli/reg/2023/1230",
  );
  await expect(preview.getByRole("columnheader", { name: "Paramètre" })).toBeVisible();
  const length = await text.evaluate((area: HTMLTextAreaElement) => area.value.length);
  await expect(page.locator("#field-markdown-count")).toHaveText(
    e.markdownCount.replace("{count}", String(length)).replace("{max}", "100 000"),
  );

  // A code block for a selection spanning lines.
  await text.evaluate((area: HTMLTextAreaElement) => {
    area.setSelectionRange(area.value.indexOf("Débit"), area.value.indexOf("Pression") + 8);
  });
  await button(b.code).click();
  await expect(text).toHaveValue(
    linked.replace("1. Débit\n2. Pression", "```\n1. Débit\n2. Pression\n```") +
      "\n\n| Paramètre | Colonne 2 | Colonne 3 |\n| --- | --- | --- |\n|  |  |  |\n|  |  |  |\n",
  );
  await expect(preview.locator("pre code")).toHaveText("1. Débit\n2. Pression\n");
});

test("one Tab stop, arrows between the buttons, the image button opens the picker, no axe violation", async ({
  page,
}) => {
  const { text, toolbar } = await editor(page);
  const buttons = toolbar.getByRole("button");
  await expect(buttons).toHaveText([
    b.heading,
    b.bold,
    b.italic,
    b.bulletList,
    b.numberedList,
    b.link,
    b.image,
    b.table,
    b.code,
  ]);
  // From the cover's list, Tab passes "Insert a picture" and lands on the toolbar's first button;
  // the next Tab on the text.
  await page.getByLabel(e.cover, { exact: true }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(buttons.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: b.bold })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: b.code })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(buttons.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button", { name: b.code })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(text).toBeFocused();
  // Back into the toolbar: on the button last used.
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: b.code })).toBeFocused();

  const { violations } = await new AxeBuilder({ page })
    .include("#article-toolbar")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(",")}`)).toEqual([]);

  await text.fill("Le skid livré.");
  await toolbar.getByRole("button", { name: b.image }).click();
  const dialog = page.getByRole("dialog", { name: e.pictures.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(e.pictures.search)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(toolbar.getByRole("button", { name: b.image })).toBeFocused();
});

test("at 375 px the buttons wrap with 44 px targets; without JavaScript there is no toolbar", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const { text, toolbar } = await editor(page);
  await text.fill("## Vanne **papillon** DN150\n\nLe corps est en _inox_.");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = await toolbar
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const bar = await toolbar.boundingBox();
    expect(bar?.width ?? 0).toBeLessThanOrEqual(width);
    await toolbar.getByRole("button", { name: b.bold }).focus();
    await toolbar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`editor-toolbar-${width}.png`) });
  }

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await signIn(noScript, "/admin/articles/new");
  await expect(noScript.getByLabel(e.markdown, { exact: true })).toBeVisible();
  await expect(noScript.locator("#article-toolbar")).toBeHidden();
  await context.close();
});

test("on a Mac the shortcuts are ⌘, not Ctrl", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel" });
    Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined });
  });
  const { text, toolbar } = await editor(page);
  const bold = toolbar.getByRole("button", { name: b.bold });
  await expect(bold).toHaveAttribute("aria-keyshortcuts", "Meta+B");
  await expect(bold).toHaveAttribute("title", `${b.bold} (⌘B)`);
  await expect(toolbar.getByRole("button", { name: b.bulletList })).toHaveAttribute(
    "title",
    `${b.bulletList} (⇧⌘8)`,
  );
  await text.fill("Vanne papillon");
  await select(text, "papillon");
  await page.keyboard.press("Control+b");
  await expect(text).toHaveValue("Vanne papillon");
  await page.keyboard.press("Meta+b");
  await expect(text).toHaveValue("Vanne **papillon**");
});
