import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { buttonClass } from "~/platform/ui/button";
import { ceremonyProblem, go, type PasskeyProblem, postJson, refusal } from "./passkey-client";

// form-field.tsx's control style, written out: that module brings React Router, which an island
// must not load.
const controlClass =
  "block w-full rounded-md border border-mist-200 bg-white px-3 py-2 text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700";

export interface PasskeyRegisterProps {
  /** The API's base: `${api}/options` and `${api}/verify`. */
  api: string;
  maxName: number;
  texts: {
    newName: string;
    newNameHint: string;
    add: string;
    adding: string;
  } & Record<PasskeyProblem, string>;
}

/**
 * An island: names and adds a passkey (WebAuthn registration), then reloads the page, which lists
 * it. Until hydrated, and where the browser has no WebAuthn, it says what is missing instead.
 */
export function PasskeyRegister({ api, maxName, texts }: PasskeyRegisterProps) {
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | undefined>(undefined);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const add = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const returnTo = window.location.pathname;
      const start = await postJson(`${api}/options`, { returnTo });
      // A confirmation of identity is due first: the server says where.
      if (!start.ok && go(start.data.location)) return;
      if (!start.ok) return setProblem(refusal(start.status, start.data));
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({
          optionsJSON: start.data.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
        });
      } catch (error) {
        return setProblem(ceremonyProblem(error));
      }
      const done = await postJson(`${api}/verify`, {
        handle: start.data.handle,
        response,
        name,
        returnTo,
      });
      if (done.ok && go(done.data.location)) return;
      setProblem(refusal(done.status, done.data));
    } catch {
      setProblem("failed");
    } finally {
      setBusy(false);
    }
  };

  if (supported === false) return <p className="mt-4 text-sm text-navy-800">{texts.unsupported}</p>;
  return (
    <form onSubmit={add} className="mt-5 max-w-md space-y-3">
      <div className="space-y-1.5">
        <label htmlFor="passkey-name" className="block text-sm font-semibold text-navy-900">
          {texts.newName}
        </label>
        <p id="passkey-name-hint" className="text-sm text-navy-800">
          {texts.newNameHint}
        </p>
        <input
          id="passkey-name"
          name="name"
          value={name}
          maxLength={maxName}
          autoComplete="off"
          aria-describedby="passkey-name-hint"
          onChange={(event) => setName(event.currentTarget.value)}
          className={controlClass}
        />
      </div>
      <button
        type="submit"
        disabled={busy || supported === undefined}
        className={buttonClass("secondary")}
      >
        {texts.add}
      </button>
      <p aria-live="polite" className="text-sm text-navy-800">
        {busy ? texts.adding : ""}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {texts[problem]}
        </p>
      )}
    </form>
  );
}
