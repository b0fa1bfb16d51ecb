import { z } from "zod";
import { jobContracts } from "~/platform/database/schema";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "~/platform/text/slug";
import { requiredBlock, requiredLine } from "~/platform/text/text-fields";

const line = (max: number) => requiredLine(max, "invalid");
const block = (max: number) => requiredBlock(max, "invalid");
const slug = z
  .string()
  .trim()
  .min(1, "required")
  .max(MAX_SLUG_LENGTH, "tooLong")
  .regex(SLUG_PATTERN, "slug");
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "date");
/** French and English required; Dutch may wait (its pages show the English meanwhile). */
const both = <T extends z.ZodType>(schema: T) =>
  z.object({ fr: schema, en: schema, nl: z.union([z.literal(""), schema]) });

/** A job post as the back office's form posts it (decision 040: one schema per form). */
export const jobPostSchema = z
  .object({
    slug: both(slug),
    title: both(line(120)),
    summary: both(block(500)),
    job: both(block(4000)),
    profile: both(block(4000)),
    offer: both(block(4000)),
    locality: line(80),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, "invalid"),
    region: line(80),
    contract: z.enum(jobContracts, { error: "contract" }),
    datePosted: day,
    validThrough: day,
    published: z.string().transform((value) => value === "on"),
  })
  .superRefine((value, context) => {
    if (value.validThrough < value.datePosted) {
      context.addIssue({ code: "custom", path: ["validThrough"], message: "order" });
    }
  });

export type JobPostForm = z.output<typeof jobPostSchema>;

/** The form's field names, in its order (a nested field as "slug.fr"). */
export const localizedFields = ["title", "slug", "summary", "job", "profile", "offer"] as const;
