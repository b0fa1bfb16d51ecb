/**
 * What the job application form takes, shared by the page and the server: the text fields'
 * bounds, and the files (a CV and certificates, PDF or Word, 10 MB in all).
 */
export const APPLICATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
  files: 5,
  totalBytes: 10 * 1024 * 1024,
} as const;

/** The form's file field. */
export const APPLICATION_FILES_FIELD = "files";

/** The post applied for (its id); empty or absent for a spontaneous application. */
export const APPLICATION_POST_FIELD = "post";

/** Bots fill every field; people never see this one. */
export const APPLICATION_HONEYPOT_FIELD = "website";

/** When the form was served (milliseconds): a form sent within seconds is a robot's. */
export const APPLICATION_SERVED_FIELD = "served";

/** The file picker's first offer: PDF and Word. */
export const applicationAccept =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type ApplicationFileError = "tooMany" | "tooLarge" | "type" | "malformed";
