import { and, asc, desc, eq, gt, or } from "drizzle-orm";
import { claimJobRun } from "~/admin/leads/lead-follow-up.server";
import { company } from "~/platform/content/company";
import type { Database } from "~/platform/database/db.server";
import { type JobContract, type JobPost, jobPosts } from "~/platform/database/schema";
import { inLanguage, type Lang } from "~/platform/i18n/lang";
import { defaultMessages } from "~/platform/i18n/messages.server";
import { localizedFields } from "./job-post-form";

/** How long a sample position stays open after the site's first start. */
const SAMPLE_OPEN_DAYS = 90;
const DAY_MS = 24 * 3_600_000;

/** A position in one language, as the careers pages show it. */
export interface JobPostView {
  id: number;
  slug: string;
  title: string;
  summary: string;
  locality: string;
  postalCode: string;
  region: string;
  contract: JobContract;
  /** One paragraph or list item a line. */
  job: string[];
  profile: string[];
  offer: string[];
  datePosted: Date;
  validThrough: Date;
  updatedAt: Date;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

type JobText = (typeof localizedFields)[number];
type JobTextColumns = Pick<JobPost, `${JobText}${"Fr" | "En" | "Nl"}`>;

/** A text of a post in each language, as its columns hold it ("" where not written yet). */
export const textsOf = (post: JobPost, field: JobText) =>
  ({ fr: post[`${field}Fr`], en: post[`${field}En`], nl: post[`${field}Nl`] }) satisfies Record<
    Lang,
    string
  >;

/** The columns of a post's texts, from each text in each language. */
export function textColumns(textOf: (field: JobText) => Record<Lang, string>): JobTextColumns {
  return Object.fromEntries(
    localizedFields.flatMap((field) => {
      const text = textOf(field);
      return [
        [`${field}Fr`, text.fr],
        [`${field}En`, text.en],
        [`${field}Nl`, text.nl],
      ];
    }),
  ) as JobTextColumns;
}

/** A post in a language, or where it is not written there yet, in its fallback's (lang.ts). */
export function jobPostView(post: JobPost, lang: Lang): JobPostView {
  const text = (field: JobText) => inLanguage(textsOf(post, field), lang);
  return {
    id: post.id,
    slug: text("slug"),
    title: text("title"),
    summary: text("summary"),
    locality: post.locality,
    postalCode: post.postalCode,
    region: post.region,
    contract: post.contract,
    job: lines(text("job")),
    profile: lines(text("profile")),
    offer: lines(text("offer")),
    datePosted: post.datePosted,
    validThrough: post.validThrough,
    updatedAt: post.updatedAt,
  };
}

/** Whether a position is on the site at `now`: published and not past its date. */
export const isOpen = (post: Pick<JobPost, "published" | "validThrough">, now = new Date()) =>
  post.published && post.validThrough.getTime() > now.getTime();

const openAt = (now: Date) => and(eq(jobPosts.published, true), gt(jobPosts.validThrough, now));

/** The open positions, the soonest to close first. */
export async function listOpenPosts(db: Database, now = new Date()): Promise<JobPost[]> {
  return db
    .select()
    .from(jobPosts)
    .where(openAt(now))
    .orderBy(asc(jobPosts.validThrough), asc(jobPosts.id));
}

/** Every position, newest first: the back office's list. */
export function listAllPosts(db: Database): Promise<JobPost[]> {
  return db.select().from(jobPosts).orderBy(desc(jobPosts.datePosted), desc(jobPosts.id));
}

/**
 * The position a slug of a language names, open or not; the page decides what to answer. A
 * language whose slug is not written yet shows its fallback's, so that one names it too.
 */
export async function findPostBySlug(
  db: Database,
  slug: string,
  lang: Lang,
): Promise<JobPost | undefined> {
  const rows = await db
    .select()
    .from(jobPosts)
    .where(or(eq(jobPosts.slugFr, slug), eq(jobPosts.slugEn, slug), eq(jobPosts.slugNl, slug)))
    .limit(3);
  return rows.find((row) => jobPostView(row, lang).slug === slug);
}

/** The position a slug of either language names (a link shared in the other language). */
export async function findPostByAnySlug(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(jobPosts)
    .where(or(eq(jobPosts.slugFr, slug), eq(jobPosts.slugEn, slug), eq(jobPosts.slugNl, slug)))
    .limit(1);
  return row;
}

export async function findPost(db: Database, id: number): Promise<JobPost | undefined> {
  const [row] = await db.select().from(jobPosts).where(eq(jobPosts.id, id)).limit(1);
  return row;
}

export type JobPostInput = Omit<
  typeof jobPosts.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "sampleKey"
>;

export async function createPost(db: Database, input: JobPostInput): Promise<JobPost> {
  const [row] = await db.insert(jobPosts).values(input).returning();
  if (!row) throw new Error("job post not inserted");
  return row;
}

/** Saves a position's fields; undefined when it was deleted meanwhile. */
export async function updatePost(
  db: Database,
  id: number,
  input: JobPostInput,
): Promise<JobPost | undefined> {
  const [row] = await db
    .update(jobPosts)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(jobPosts.id, id))
    .returning();
  return row;
}

export async function deletePost(db: Database, id: number): Promise<JobPost | undefined> {
  const [row] = await db.delete(jobPosts).where(eq(jobPosts.id, id)).returning();
  return row;
}

/**
 * What the sample positions are, apart from their words (the dictionaries' `samples`, in this
 * order): all at the company's seat.
 */
const sampleFacts = [
  { sampleKey: "automation-engineer", contract: "permanent" },
  { sampleKey: "piping-supervisor", contract: "permanent" },
  { sampleKey: "process-draughtsman", contract: "permanent" },
].map((sample) => ({
  ...sample,
  contract: sample.contract as JobContract,
  locality: company.address.city,
  postalCode: "7500",
  region: "Hainaut",
}));

/**
 * The dictionary's sample positions, written once on the site's first start (a position the
 * team deletes does not come back), open for SAMPLE_OPEN_DAYS days. Returns how many were added.
 */
export async function seedSamplePosts(db: Database, now = new Date()): Promise<number> {
  if (!(await claimJobRun(db, "careers_samples", "once", now))) return 0;
  const fr = defaultMessages("fr", "careers").samples;
  const en = defaultMessages("en", "careers").samples;
  const nl = defaultMessages("nl", "careers").samples;
  const rows = sampleFacts.flatMap((facts, index) => {
    const text = fr[index];
    if (!text) return [];
    const other = en[index] ?? text;
    const dutch = nl[index];
    return [
      {
        ...facts,
        ...textColumns((field) => ({
          fr: text[field],
          en: other[field],
          nl: dutch?.[field] ?? "",
        })),
        datePosted: now,
        validThrough: new Date(now.getTime() + SAMPLE_OPEN_DAYS * DAY_MS),
      },
    ];
  });
  if (rows.length === 0) return 0;
  const added = await db
    .insert(jobPosts)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: jobPosts.id });
  return added.length;
}
