// The shape of the doctor's texts and what both languages share: number, size and date formats.
import type { CheckId, CheckStatus, CheckValues, FolderSpace } from "./types";

export type DoctorLang = "en" | "fr";

/** Numbers, sizes and dates in the reader's language (dates in the company's time zone). */
export class Format {
  constructor(private readonly locale: string) {}
  number(value: number, digits = 0): string {
    return new Intl.NumberFormat(this.locale, { maximumFractionDigits: digits }).format(value);
  }
  size(bytes: number, units: string[]): string {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    return `${this.number(value, value < 10 && unit > 0 ? 1 : 0)} ${units[unit]}`;
  }
  date(iso: string): string {
    return new Intl.DateTimeFormat(this.locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Brussels",
    }).format(new Date(iso));
  }
}

/** "DATA_DIR /var/lib/procelia, BACKUP_DIR /var/backups/procelia": the folders on one disk. */
export const placesOf = (disk: FolderSpace) =>
  disk.folders.map((folder) => `${folder.setting} ${folder.path}`).join(", ");

export type Describe<Id extends CheckId> = (values: CheckValues[Id], f: Format) => string;

export interface Texts {
  locale: string;
  units: string[];
  status: Record<CheckStatus, string>;
  skipped: string;
  error: (message: string) => string;
  summary: (counts: Record<CheckStatus, number>, seconds: string) => string;
  checks: { [Id in CheckId]: { title: string; describe: Describe<Id> } };
}

export const advice: Record<DoctorLang, Record<string, string>> = {
  en: {
    DATABASE_URL: "the embedded database is for trying the site",
    METRICS_TOKEN: "monitoring cannot read the metrics",
    SECRETS_KEY: "needed before anyone turns on an authenticator app",
  },
  fr: {
    DATABASE_URL: "la base intégrée sert à essayer le site",
    METRICS_TOKEN: "la surveillance ne peut pas lire les mesures",
    SECRETS_KEY: "nécessaire avant qu'un compte active une application d'authentification",
  },
};
