import { describe, expect, it } from "vitest";
import enContact from "~/site/contact/texts/en.server";
import frContact from "~/site/contact/texts/fr.server";
import { fill } from "./format";
import {
  type DayHours,
  formatOpeningHours,
  type OpeningHours,
  openingHoursSpecification,
  weekdays,
} from "./opening-hours";

const closed: DayHours = { open: false, from: "", to: "" };
const week = (days: Partial<OpeningHours>): OpeningHours =>
  ({ ...Object.fromEntries(weekdays.map((day) => [day, closed])), ...days }) as OpeningHours;
const open = (from: string, to: string): DayHours => ({ open: true, from, to });
const officeWeek = week(
  Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday"].map((day) => [
      day,
      open("08:00", "17:00"),
    ]),
  ),
);

describe("opening hours written out", () => {
  it("read as the site's texts did before they became a setting, in both languages", () => {
    expect(formatOpeningHours(officeWeek, "fr")).toBe(
      "Du lundi au vendredi, de 8\u00a0h à 17\u00a0h",
    );
    expect(formatOpeningHours(officeWeek, "en")).toBe("Monday to Friday, 8:00 to 17:00");
    // Inside a sentence: "Appelez-nous du lundi au vendredi, de 8 h à 17 h : …"
    expect(
      fill(frContact.cta.text, {
        hours: formatOpeningHours(officeWeek, "fr", { inSentence: true }),
      }),
    ).toBe(
      "Appelez-nous du lundi au vendredi, de 8\u00a0h à 17\u00a0h\u00a0: vous aurez directement un ingénieur au bout du fil.",
    );
    expect(
      fill(enContact.cta.text, {
        hours: formatOpeningHours(officeWeek, "en", { inSentence: true }),
      }),
    ).toBe("Call us Monday to Friday, 8:00 to 17:00: you will speak directly to an engineer.");
    // A week without hours: "Call us by appointment only".
    expect(formatOpeningHours(week({}), "en", { inSentence: true })).toBe("by appointment only");
    expect(formatOpeningHours(week({}), "en")).toBe("By appointment only");
  });

  it("group the days that share their hours, and keep the times from breaking across lines", () => {
    const hours = week({
      monday: open("08:00", "17:00"),
      tuesday: open("08:00", "17:00"),
      wednesday: open("08:00", "17:00"),
      thursday: open("08:00", "17:00"),
      friday: open("08:30", "15:30"),
      saturday: open("09:00", "12:00"),
    });
    expect(formatOpeningHours(hours, "fr")).toBe(
      [
        "Du lundi au jeudi, de 8\u00a0h à 17\u00a0h",
        "le vendredi, de 8\u00a0h\u00a030 à 15\u00a0h\u00a030",
        "le samedi, de 9\u00a0h à 12\u00a0h",
      ].join("\u00a0; "),
    );
    expect(formatOpeningHours(hours, "en")).toBe(
      "Monday to Thursday, 8:00 to 17:00; Friday, 8:30 to 15:30; Saturday, 9:00 to 12:00",
    );
  });

  it("name two days with the same hours together, and say when no day is open", () => {
    const twoDays = week({ tuesday: open("13:00", "18:00"), wednesday: open("13:00", "18:00") });
    expect(formatOpeningHours(twoDays, "fr")).toBe(
      "Le mardi et le mercredi, de 13\u00a0h à 18\u00a0h",
    );
    expect(formatOpeningHours(twoDays, "en")).toBe("Tuesday and Wednesday, 13:00 to 18:00");
    expect(formatOpeningHours(week({}), "fr")).toBe("Sur rendez-vous uniquement");
    expect(formatOpeningHours(week({}), "en")).toBe("By appointment only");
  });

  it("give schema.org's opening hours for structured data", () => {
    expect(openingHoursSpecification(officeWeek)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:00",
      },
    ]);
  });
});
