// A group of controls (radio buttons, boxes to tick) is announced with its hint and its error,
// as a single field is: a screen reader reads them on entering the group.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FieldSet } from "./field";

/** A member's role, as the team form asks it, with what the test gives it. */
const roleGroup = (texts: { hint?: string; error?: string }) =>
  renderToStaticMarkup(
    <FieldSet name="role" label="Rôle" {...texts}>
      <input type="radio" name="role" value="admin" />
      <input type="radio" name="role" value="editor" />
    </FieldSet>,
  );

describe("FieldSet", () => {
  it("names the group by its legend and describes it by its hint and its error, error first of the two in the page", () => {
    const html = roleGroup({
      hint: "Ce que la personne peut faire.",
      error: "Choisissez un rôle.",
    });
    expect(html).toContain(
      '<fieldset class="space-y-2" aria-describedby="field-role-hint field-role-error">',
    );
    expect(html).toContain("<legend");
    expect(html).toMatch(/>Rôle<\/legend>/);
    expect(html).toContain('id="field-role-hint"');
    // The error stands before the options: read before a long list, not after it.
    expect(html.indexOf('id="field-role-error"')).toBeLessThan(html.indexOf('type="radio"'));
  });

  it("describes nothing without hint or error", () => {
    const html = roleGroup({});
    expect(html).not.toContain("aria-describedby");
  });

  it("hands the ids to each control instead, for a text in each language", () => {
    const html = renderToStaticMarkup(
      <FieldSet
        name="title"
        idPrefix="collection"
        label="Titre"
        error="Ce champ est obligatoire."
        describeGroup={false}
      >
        {(described) => <input name="title.fr" aria-describedby={described} />}
      </FieldSet>,
    );
    expect(html).toContain('<fieldset class="space-y-2">');
    expect(html).toMatch(/<input[^>]*aria-describedby="collection-title-error"/);
  });
});
