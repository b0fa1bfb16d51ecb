import { Share2 as LucideShare2 } from "lucide-react";
import { slim } from "~/platform/ui/slim-icon";
import { buttonClass } from "../../../platform/ui/button";
import { toast } from "../../../platform/ui/toast-store";
import { Tooltip } from "../../../platform/ui/tooltip";

// An island: its icons are wrapped here, so that its bundle carries only these (app/platform/ui/slim-icon.ts).
const Share2 = slim(LucideShare2);

/** The device's share sheet when there is one, else the URL copied to the clipboard and said so. */
export function ShareButton({
  title,
  text,
  labels,
}: {
  title: string;
  text: string;
  labels: { share: string; copied: string; copyFailed: string };
}) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return; // The visitor closed the sheet.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ description: labels.copied });
    } catch {
      toast({ description: labels.copyFailed, variant: "destructive" });
    }
  };
  return (
    <Tooltip label={labels.share} id="share-tooltip">
      <button type="button" onClick={share} className={buttonClass("outline", "md")}>
        <Share2 aria-hidden="true" className="size-4" />
        {labels.share}
      </button>
    </Tooltip>
  );
}
