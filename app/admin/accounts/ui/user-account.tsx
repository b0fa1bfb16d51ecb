import { Link } from "react-router";
import { buttonClass } from "~/platform/ui/button";
import { AdminSection, Facts } from "../../shell/ui/admin-section";
import { focusRing, IntentForm } from "../../shell/ui/form-field";
import { MemberState, type MemberView } from "./user-list";

/** What an account page says of the account before its form. */
export function UserFacts({
  t,
  member,
  createdAt,
}: {
  t: {
    username: string;
    createdAt: string;
    lastSignIn: string;
    state: string;
    secondFactor: string;
  };
  member: MemberView;
  createdAt: string;
}) {
  return (
    <Facts
      className="rounded-2xl border border-mist-200 bg-white p-5"
      items={[
        [t.username, member.username],
        [t.state, <MemberState key="state" member={member} />],
        [t.createdAt, createdAt],
        [t.lastSignIn, member.lastSignIn],
        [t.secondFactor, member.secondFactor],
      ]}
    />
  );
}

export interface UserActionTexts {
  inviteTitle: string;
  inviteIntro: string;
  resend: string;
  resetTitle: string;
  resetIntro: string;
  reset: string;
  accessTitle: string;
  disableIntro: string;
  disable: string;
  enableIntro: string;
  enable: string;
  removeTitle: string;
  removeIntro: string;
  remove: string;
  factorsTitle: string;
  factorsIntro: string;
  factorsNone: string;
  resetFactors: string;
}

/**
 * The account's links and access: send the invitation again or a reset link, disable or enable,
 * remove. Your own account cannot be disabled or removed here: the sentence says why instead.
 */
export function UserAccountActions({
  t,
  invited,
  canReset,
  disabled,
  self,
  hasFactors,
  selfText,
  deleteHref,
}: {
  t: UserActionTexts;
  invited: boolean;
  canReset: boolean;
  disabled: boolean;
  self: boolean;
  /** The account has a passkey or TOTP, which an administrator can remove for a colleague. */
  hasFactors: boolean;
  selfText: { disable: string; remove: string };
  deleteHref: string;
}) {
  return (
    <>
      {invited && (
        <AdminSection id="invite-title" title={t.inviteTitle} intro={t.inviteIntro}>
          <IntentForm intent="resend" label={t.resend} />
        </AdminSection>
      )}
      {canReset && (
        <AdminSection id="reset-title" title={t.resetTitle} intro={t.resetIntro}>
          <IntentForm intent="reset" label={t.reset} />
        </AdminSection>
      )}
      {!self && (
        <AdminSection
          id="factors-title"
          title={t.factorsTitle}
          intro={hasFactors ? t.factorsIntro : t.factorsNone}
        >
          {hasFactors && <IntentForm intent="resetFactors" label={t.resetFactors} />}
        </AdminSection>
      )}
      <AdminSection
        id="access-title"
        title={t.accessTitle}
        intro={self ? selfText.disable : disabled ? t.enableIntro : t.disableIntro}
      >
        {!self &&
          (disabled ? (
            <IntentForm intent="enable" label={t.enable} />
          ) : (
            <IntentForm intent="disable" label={t.disable} />
          ))}
      </AdminSection>
      <AdminSection
        id="remove-title"
        title={t.removeTitle}
        intro={self ? selfText.remove : t.removeIntro}
      >
        {!self && (
          <p className="mt-4">
            <Link to={deleteHref} className={buttonClass("outline", "md", focusRing)}>
              {t.remove}
            </Link>
          </p>
        )}
      </AdminSection>
    </>
  );
}
