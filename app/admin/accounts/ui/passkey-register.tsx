import { startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import { buttonClass } from "~/platform/ui/button";
// The field without React Router, which an island must not load (form-field.tsx brings it).
import { controlClass, Field } from "../../shell/ui/field";
import { type PasskeyProblem, usePasskeyCeremony } from "./passkey-client";

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
  const [name, setName] = useState("");
  const { supported, busy, problem, run } = usePasskeyCeremony();

  const add = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const returnTo = window.location.pathname;
    const ask = { options: { returnTo }, verify: { name, returnTo }, followRefusal: true };
    void run(api, ask, startRegistration);
  };

  if (supported === false) return <p className="mt-4 text-sm text-navy-800">{texts.unsupported}</p>;
  return (
    <form onSubmit={add} className="mt-5 max-w-md space-y-3">
      <Field name="name" idPrefix="passkey" label={texts.newName} hint={texts.newNameHint}>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={maxName}
            autoComplete="off"
            onChange={(event) => setName(event.currentTarget.value)}
            className={controlClass}
          />
        )}
      </Field>
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
