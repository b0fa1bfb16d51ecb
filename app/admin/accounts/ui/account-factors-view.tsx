import { Form } from "react-router";
import type Texts from "~/admin/accounts/texts/factors.fr.server";
import { fill } from "~/platform/i18n/format";
import { buttonClass } from "~/platform/ui/button";
import { HiddenFields, InputField, IntentForm } from "../../shell/ui/form-field";
import { ShownOnce } from "../../shell/ui/shown-once";
import { CodeField } from "./factor-card";

type T = (typeof Texts)["security"];

export interface PasskeyRow {
  id: string;
  name: string;
  added: string;
  lastUsed: string | null;
}

/** The account's passkeys, each with its dates, a rename form and a remove button. */
export function PasskeyList({ t, keys, maxName }: { t: T; keys: PasskeyRow[]; maxName: number }) {
  if (keys.length === 0) return <p className="mt-4 text-navy-800">{t.passkeysEmpty}</p>;
  return (
    <ul
      aria-label={t.passkeysCaption}
      className="mt-4 divide-y divide-mist-200 border-y border-mist-200"
    >
      {keys.map((key, index) => {
        const name = key.name || t.unnamed;
        return (
          <li key={key.id} className="space-y-3 py-4">
            <p className="font-semibold text-navy-900 break-words">{name}</p>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-sm text-navy-800">
              <dt>{t.added}</dt>
              <dd>{key.added}</dd>
              <dt>{t.lastUsed}</dt>
              <dd>{key.lastUsed ?? t.never}</dd>
            </dl>
            <div className="flex max-w-2xl flex-wrap items-end gap-3">
              <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
                <HiddenFields values={{ intent: "rename", id: key.id }} />
                <InputField
                  name="name"
                  idPrefix={`passkey-${index}`}
                  label={fill(t.renameLabel, { name })}
                  className="min-w-0 flex-1 basis-48"
                  defaultValue={key.name}
                  maxLength={maxName}
                  autoComplete="off"
                />
                <button type="submit" className={buttonClass("outline")}>
                  {t.rename}
                </button>
              </Form>
              <Form method="post">
                <HiddenFields values={{ intent: "remove", id: key.id }} />
                <button
                  type="submit"
                  aria-label={fill(t.removeLabel, { name })}
                  className={buttonClass("outline")}
                >
                  {t.remove}
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export interface TotpView {
  enabledSince: string | null;
  setup: { qr: string; secret: string; uri: string } | null;
}

/** The authenticator app: its state, or its set-up (QR code, key, first code), or turning it off. */
export function TotpSection({ t, totp, invalid }: { t: T; totp: TotpView; invalid: boolean }) {
  if (totp.enabledSince) {
    return (
      <div className="mt-4 space-y-3">
        <p className="font-medium text-navy-900">{fill(t.totpOn, { date: totp.enabledSince })}</p>
        <IntentForm intent="totpDisable" label={t.totpDisable} className="" />
      </div>
    );
  }
  if (!totp.setup) {
    return (
      <div className="mt-4 space-y-3">
        <p className="text-navy-800">{t.totpOff}</p>
        <IntentForm intent="totpStart" label={t.totpStart} variant="secondary" className="" />
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <p className="text-navy-900">{t.totpScan}</p>
      <img
        src={totp.setup.qr}
        alt={t.totpQrAlt}
        width={200}
        height={200}
        className="rounded-md border border-mist-200 bg-white"
      />
      {/* On the phone itself a QR code cannot be scanned: the app opens otpauth: links. */}
      <p>
        <a href={totp.setup.uri} className={buttonClass("outline")}>
          {t.totpOpenApp}
        </a>
      </p>
      <dl>
        <dt className="text-sm font-semibold text-navy-900">{t.totpSecret}</dt>
        <dd className="font-mono text-lg tracking-wider break-all text-navy-900">
          {totp.setup.secret}
        </dd>
      </dl>
      <p className="text-navy-900">{t.totpConfirm}</p>
      <Form method="post" className="max-w-xs space-y-3">
        <input type="hidden" name="intent" value="totpEnable" />
        <CodeField name="code" idPrefix="totp" label={t.totpCode} invalid={invalid} oneTime />
        <button type="submit" className={buttonClass("secondary")}>
          {t.totpEnable}
        </button>
      </Form>
      <IntentForm intent="totpCancel" label={t.totpCancel} className="" />
    </div>
  );
}

/** New recovery codes, shown this once, with a text file of them to keep. */
export function RecoveryCodesShown({
  t,
  codes,
  file,
}: {
  t: T;
  codes: string[];
  file: { name: string; title: string };
}) {
  // A data: link: the codes are already on this page, and nothing else keeps them.
  const text = [file.title, t.recoveryFileNote, "", ...codes, ""].join("\r\n");
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <ShownOnce id="recovery-shown" title={t.recoveryShownTitle}>
      <p className="max-w-2xl text-sm">{t.recoveryShown}</p>
      <ol className="grid max-w-md grid-cols-1 gap-2 font-mono text-base min-[340px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-3 py-1 whitespace-nowrap">
            {code}
          </li>
        ))}
      </ol>
      <p>
        <a href={href} download={file.name} className={buttonClass("outline")}>
          {t.recoveryDownload}
        </a>
      </p>
    </ShownOnce>
  );
}
