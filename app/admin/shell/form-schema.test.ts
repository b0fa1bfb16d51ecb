import { describe, expect, it } from "vitest";
import { z } from "zod";
import { articleDraftSchema, articleFormSchema } from "~/admin/articles/article-form-schema";
import { MAX_MARKDOWN_LENGTH } from "~/admin/articles/article-limits";
import { registeredCollections } from "~/admin/site-content/collection-registry.server";
import { settingsSchema } from "~/platform/settings/site-settings-fields";
import { formBounds, inputBounds, parseForm } from "./form-schema";

const item = z.object({
  title: z.object({
    fr: z.string().trim().min(1, "required").max(120, "tooLong"),
    en: z.string().trim().max(120, "tooLong"),
  }),
  year: z.number().int().min(1950, "tooLow").max(2100, "tooHigh"),
  services: z.array(z.string().max(60)).max(12),
  mediaId: z.number().int().positive().nullable().optional(),
});

describe("a form's bounds, read from its schema", () => {
  it("gives each control the limits the save checks", () => {
    const bounds = formBounds(item);
    expect(bounds["title.fr"]).toEqual({ required: true, maxLength: 120 });
    expect(bounds["title.en"]).toEqual({ required: false, maxLength: 120 });
    expect(bounds.year).toEqual({ required: true, min: 1950, max: 2100 });
    expect(bounds.services).toEqual({ required: false });
    expect(bounds.mediaId).toEqual({ required: false });
    expect(inputBounds(bounds["title.fr"])).toEqual({ maxLength: 120 });
    expect(inputBounds(undefined)).toEqual({});
  });

  it("reads the article editor's limits, the text's counted after its line breaks are made one", () => {
    const publish = formBounds(articleFormSchema);
    expect(publish.title).toEqual({ required: true, maxLength: 200 });
    expect(publish.slug).toEqual({ required: true, maxLength: 80 });
    expect(publish.excerpt).toEqual({ required: true, maxLength: 400 });
    expect(publish.markdown.maxLength).toBe(MAX_MARKDOWN_LENGTH);
    // A draft needs only its title and address.
    expect(formBounds(articleDraftSchema).excerpt).toEqual({ required: false, maxLength: 400 });
  });

  it("reads the settings' limits, a day's hours as its own controls", () => {
    const bounds: Partial<Record<string, unknown>> = formBounds(settingsSchema);
    expect(bounds["address.street"]).toEqual({ required: true, maxLength: 120 });
    expect(bounds.phone).toEqual({ required: false, maxLength: 30 });
    expect(bounds["hours.monday.from"]).toEqual({ required: false });
  });

  it("marks as required what each collection's schema requires", () => {
    const projects = registeredCollections.find((entry) => entry.screen.slug === "projects");
    const bounds: Partial<Record<string, { required: boolean }>> = formBounds(
      projects?.definition.schema ?? z.object({}),
    );
    expect(bounds["title.fr"]?.required).toBe(true);
    expect(bounds["imageAlt.en"]?.required).toBe(false);
  });
});

describe("a posted form, parsed by its schema", () => {
  const schema = z.object({
    name: z.string().trim().min(1, "required").max(5, "tooLong"),
    note: z.string().max(3, "tooLong"),
  });

  it("gives the schema's output", () => {
    expect(parseForm(schema, { name: " Ann ", note: "" })).toEqual({
      ok: true,
      data: { name: "Ann", note: "" },
    });
  });

  it("names each refused field with its first error code; a blank field is a blank string", () => {
    expect(parseForm(schema, { name: "   ", note: "long" })).toEqual({
      ok: false,
      errors: { name: "required", note: "tooLong" },
    });
    expect(parseForm(item, { title: { fr: "", en: "x" }, year: 1900, services: [] })).toEqual({
      ok: false,
      errors: { title: "required", year: "tooLow" },
    });
  });
});
