import { startAuthentication } from "@simplewebauthn/browser";
import { type ButtonVariant, buttonClass } from "~/platform/ui/button";
import { type PasskeyProblem, usePasskeyCeremony } from "./passkey-client";

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
  const { supported, busy, problem, run } = usePasskeyCeremony();
  const signIn = () =>
    run(api, { options: { purpose }, verify: { purpose, redirectTo } }, startAuthentication);

  if (supported === undefined) return null;
  if (!supported) return <p className="text-sm text-navy-800">{texts.unsupported}</p>;
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={signIn}
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
