import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { type ButtonVariant, buttonClass } from "~/platform/ui/button";
import { ceremonyProblem, go, type PasskeyProblem, postJson, refusal } from "./passkey-client";

export type PasskeyPurpose = "sign_in" | "second_factor" | "step_up";

export interface PasskeyButtonProps {
  purpose: PasskeyPurpose;
  /** The API's base: `${api}/options` and `${api}/verify`. */
  api: string;
  redirectTo: string;
  label: string;
  texts: Record<Exclude<PasskeyProblem, "alreadyAdded">, string> & { working: string };
  variant?: ButtonVariant;
}

/**
 * An island: signs in, completes a sign-in or confirms identity with a passkey. Shown only once
 * hydrated and where the browser has WebAuthn (without JavaScript the page's other ways remain).
 */
export function PasskeyButton({
  purpose,
  api,
  redirectTo,
  label,
  texts,
  variant,
}: PasskeyButtonProps) {
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | undefined>(undefined);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const run = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const start = await postJson(`${api}/options`, { purpose });
      if (!start.ok) return setProblem(refusal(start.status, start.data));
      let response: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        response = await startAuthentication({
          optionsJSON: start.data.options as Parameters<
            typeof startAuthentication
          >[0]["optionsJSON"],
        });
      } catch (error) {
        return setProblem(ceremonyProblem(error));
      }
      const done = await postJson(`${api}/verify`, {
        purpose,
        handle: start.data.handle,
        response,
        redirectTo,
      });
      if (done.ok && go(done.data.location)) return;
      setProblem(refusal(done.status, done.data));
    } catch {
      setProblem("failed");
    } finally {
      setBusy(false);
    }
  };

  if (supported === undefined) return null;
  if (!supported) return <p className="text-sm text-navy-800">{texts.unsupported}</p>;
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={run}
        disabled={busy}
        aria-describedby={problem ? `passkey-${purpose}-problem` : undefined}
        className={buttonClass(variant ?? "outline", "md", "w-full")}
      >
        {label}
      </button>
      <p aria-live="polite" className="text-sm text-navy-800">
        {busy ? texts.working : ""}
      </p>
      {problem && problem !== "alreadyAdded" && (
        <p
          id={`passkey-${purpose}-problem`}
          role="alert"
          className="text-sm font-medium text-red-700"
        >
          {texts[problem]}
        </p>
      )}
    </div>
  );
}
