import { findApplicationFile } from "~/admin/careers/application-intake.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { staffFileDownload } from "~/admin/shell/file-download.server";
import type { Route } from "./+types/application-file";

// Signed-in roles with the "recruitment" area only (app/platform/navigation/back-office-access.ts).
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/** An application's CV or certificate, always downloaded, never cached; each download logged. */
export async function loader(args: Route.LoaderArgs) {
  return staffFileDownload(args, findApplicationFile, (file, applicationId) => ({
    action: "application_file_downloaded",
    target: `application ${applicationId}, file ${file.id}`,
  }));
}
