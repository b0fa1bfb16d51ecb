import { describe, expect, it } from "vitest";
import { type AuditAction, auditActions } from "~/platform/audit/audit-log.server";
import type { StaffLang } from "~/platform/i18n/lang";
import { describeTarget } from "./audit-target.server";

/**
 * One stored note per action, exactly as the feature that records it writes it (leads-detail,
 * team.server, security, account-language, page-texts-action, lead-watch...). Typed over every
 * action: a new action without a sample fails the type check.
 */
const samples: Record<AuditAction, string[]> = {
  sign_in: [],
  second_factors_reset: ["anne.dupont"],
  held_files_dropped: [
    "3 files of requests held for 30 days deleted",
    "1 file of requests held for 30 days deleted",
  ],
  upload_budget_alert_sent: ["2 administrators (total)", "1 administrator (client)"],
  redirect_added: ["/ancien/produits → /tuyauterie-industrielle"],
  redirect_saved: ["/ancien/produits/* → https://shop.example.com"],
  redirect_deleted: ["/ancien/produits"],
  redirects_imported: ["12 added, 2 conflicts, 1 refused"],
  not_found_dismissed: ["/wp-login.php"],
  translation_confirmed: ["Tuyauterie industrielle · Haut de page · Titre (nl)"],
  translations_exported: ["nl: 12 texts"],
  translations_imported: ["nl: 12 texts"],
  webhook_endpoint_added: ["https://crm.example.com/hooks/site"],
  webhook_endpoint_disabled: ["https://crm.example.com/hooks/site"],
  webhook_endpoint_enabled: ["https://crm.example.com/hooks/site"],
  webhook_endpoint_gone: ["https://crm.example.com/hooks/site"],
  webhook_endpoint_failing: ["https://crm.example.com/hooks/site"],
  webhook_test_sent: ["https://crm.example.com/hooks/site"],
  webhook_resent: ["#12: msg_2kT0mY7Pq9xWc1LbVd3sZ0aRfE8"],
  sign_in_failed: ["inconnu"],
  sign_out: [],
  sign_out_everywhere: [],
  password_changed: ["anne.dupont"],
  password_check_failed: [],
  user_added: ["anne.dupont"],
  user_removed: ["anne.dupont"],
  article_created: ["fr/purge-des-lignes-vapeur"],
  article_saved: ["fr/purge-des-lignes-vapeur"],
  article_published: ["en/steam-line-drainage"],
  article_unpublished: ["en/steam-line-drainage"],
  article_deleted: ["fr/purge-des-lignes-vapeur"],
  article_restored: ["fr/purge-des-lignes-vapeur"],
  article_scheduled: ["fr/purge-des-lignes-vapeur"],
  article_unscheduled: ["fr/purge-des-lignes-vapeur"],
  article_published_on_schedule: ["en/steam-line-drainage"],
  media_uploaded: ["12 station-nep.jpg"],
  media_replaced: ["station-nep.jpg"],
  media_saved: ["station-nep.jpg"],
  media_deleted: ["12 station-nep.jpg"],
  lead_erased: ["2 requests, address 3f9a1c07", "1 request, address 3f9a1c07"],
  settings_saved: ["phone, email, hours.friday, address.postalCode"],
  settings_restored: ["leads.retentionMonths"],
  page_texts_saved: ["piping: hero.title/fr, hero.cta/en"],
  page_texts_published: ["home"],
  page_texts_discarded: ["piping"],
  page_text_restored: ["home/hero.cta/en"],
  page_text_reviewed: ["home/hero.cta/en"],
  page_text_removed: ["home/hero.cta/fr, piping/hero.title/en"],
  collection_item_added: ["projects/12 Station NEP mobile"],
  collection_item_saved: ["projects/12 Station NEP mobile"],
  collection_item_shown: ["sectors/3 Pharmacie"],
  collection_item_hidden: ["secteurs/3 Pharmacie"],
  collection_item_moved: ["chiffres-cles/2 Projets réalisés"],
  collection_item_deleted: ["temoignages/1 #1"],
  collection_item_restored: ["photos-accueil/4 Équipe"],
  approval_link_created: ["reference/12 Salle de brassage de 40 hl (7 jours)"],
  approval_link_revoked: ["reference/12 Salle de brassage de 40 hl"],
  approval_link_opened: ["reference/12 Salle de brassage de 40 hl"],
  approval_given: ["reference/12 Salle de brassage de 40 hl: Jean Dupont"],
  approval_commented: ["article/3 Dimensionner une boucle d'eau purifiée: Jean Dupont"],
  approval_requirement_changed: ["reference/12 Salle de brassage de 40 hl: required"],
  certificate_reminder_sent: ["ISO 9001 (2027-05-31)"],
  user_invited: ["anne.dupont"],
  invitation_accepted: ["anne.dupont"],
  user_updated: ["anne.dupont: displayName, email, language"],
  user_role_changed: ["anne.dupont: editor → admin", "anne.dupont: admin → sales"],
  user_disabled: ["anne.dupont"],
  user_enabled: ["anne.dupont"],
  password_reset_requested: ["anne.dupont"],
  password_reset_link_created: ["anne.dupont"],
  password_reset: ["anne.dupont"],
  passkey_added: ["Clé USB du bureau"],
  passkey_removed: ["Clé USB du bureau"],
  totp_enabled: [],
  totp_disabled: [],
  recovery_codes_generated: [],
  recovery_code_used: ["anne.dupont"],
  second_factor_failed: ["anne.dupont"],
  second_factor_requirement_changed: ["on", "off"],
  step_up: ["password", "totp", "passkey"],
  session_ended: ["Firefox / Linux, 127.0.0.1"],
  language_changed: ["fr → en", "en → fr"],
  lead_status_changed: ["#3: new → in_progress", "#3: in_progress → answered", "#4: new → spam"],
  lead_note_saved: ["#3"],
  leads_exported: [
    "12",
    `4 (q=…, status=new, lang=en, from=${new Date("2026-03-02T00:00:00Z")}, to=${new Date("2026-03-31T00:00:00Z")})`,
  ],
  lead_notification_resent: ["#3"],
  lead_released: ["#3", "request 3"],
  lead_attachment_downloaded: ["request 3, file 4"],
  lead_answered: ["#3"],
  lead_reminder_sent: ["request 3"],
  notification_alert_sent: ["2 administrators", "1 administrator"],
  backup_alert_sent: ["2 administrators", "1 administrator"],
  retention_run: ["5 requests deleted (unchanged for 24 months)"],
  job_post_created: ["3 dessinateur-projeteur-process"],
  job_post_saved: ["3 dessinateur-projeteur-process"],
  job_post_deleted: ["3 dessinateur-projeteur-process"],
  application_opened: ["application 7"],
  application_updated: ["application 7: reviewing"],
  application_deleted: ["application 7"],
  application_file_downloaded: ["application 7, file 2"],
  applications_erased: ["2 applications, address 3f9a1c07", "1 application, address 3f9a1c07"],
  applications_retention_run: ["4 applications deleted (unchanged for 6 months)"],
  document_added: ["3 Fiche technique skid NEP"],
  document_saved: ["3 Fiche technique skid NEP"],
  document_version_added: ["3 Fiche technique skid NEP (en)", "3 Fiche technique skid NEP (fr)"],
  document_deleted: ["3 Fiche technique skid NEP"],
};

/** Names people chose (accounts, files, passkeys, slugs, titles): words already, left out of the check. */
const chosenNames =
  /anne\.dupont|station-nep\.jpg|dessinateur-projeteur-process|purge-des-lignes-vapeur|steam-line-drainage|127\.0\.0\.1|3f9a1c07|\/ancien\/produits(?:\/\*)?|\/tuyauterie-industrielle|https:\/\/shop\.example\.com|\/wp-login\.php|https:\/\/crm\.example\.com\/hooks\/site/g;

/** What only a program writes: keys, codes, identifiers, the stored notes' English glue. */
const codeLike: [string, RegExp][] = [
  ["snake_case", /\b[a-z]+_[a-z_]+\b/],
  ["camelCase key", /\b[a-z]+[A-Z][a-zA-Z]*\b/],
  ["dotted key", /\b[a-z]+\.[a-z]/],
  ["path", /\b\w+\/\w/],
  ["#number without a noun", /(?<![A-Za-z] )#\d/],
  ["query", /=/],
  ["language code", /\bfr\b|\ben\b(?!\s\p{L})/u],
  ["status, role or switch code", /\b(new|in_progress|answered|spam|admin|editor|sales|on|off)\b/],
];
const englishInFrench =
  /\b(request|requests|file|address|deleted|unchanged|months|administrators?|password|passkey|totp)\b/i;

/** Notes that are a code and nothing else. */
const codes = new Set(["home", "piping", "on", "off", "password", "totp", "passkey"]);
const spaced = (text: string | null) => text?.replace(/\s/g, " ");

describe("the activity log's 'about' column", () => {
  const cases = Object.entries(samples).flatMap(([action, targets]) =>
    targets.map((target) => [action, target] as const),
  );

  it.each(cases)("%s %j reads as plain words in French and English", (action, target) => {
    for (const lang of ["fr", "en"] as StaffLang[]) {
      const text = describeTarget({ action, target }, lang) ?? "";
      const checked = text.replace(chosenNames, "NAME");
      for (const [what, pattern] of codeLike) {
        expect(checked, `${lang}: ${what} in "${text}"`).not.toMatch(pattern);
      }
      // A note that is one code ("piping", "on", "totp") is never shown as such.
      if (codes.has(target)) expect(text, `${lang}: shown as stored`).not.toBe(target);
      if (lang === "fr") expect(checked, `English in "${text}"`).not.toMatch(englishInFrench);
    }
  });

  it("names statuses, roles, fields and pages from the dictionaries", () => {
    expect(
      spaced(
        describeTarget({ action: "lead_status_changed", target: "#3: new → in_progress" }, "fr"),
      ),
    ).toBe("Demande n° 3 : Nouvelle → En cours");
    expect(
      describeTarget({ action: "lead_status_changed", target: "#3: new → in_progress" }, "en"),
    ).toBe("Request #3: New → In progress");
    expect(
      describeTarget({ action: "user_role_changed", target: "anne: editor → admin" }, "en"),
    ).toBe("anne: Editor → Administrator");
    expect(
      describeTarget({ action: "second_factor_requirement_changed", target: "on" }, "fr"),
    ).toBe("Second facteur obligatoire pour toute l'équipe");
    expect(describeTarget({ action: "settings_saved", target: "phone, hours.friday" }, "fr")).toBe(
      "Téléphone, Heures du vendredi",
    );
    expect(
      describeTarget({ action: "page_text_reviewed", target: "home/hero.cta/en" }, "fr"),
    ).toMatch(/^Accueil\s: .+ \(anglais\)$/);
  });

  it("shows a note it does not recognise as it was stored", () => {
    expect(describeTarget({ action: "lead_note_saved", target: "something else" }, "fr")).toBe(
      "something else",
    );
    expect(describeTarget({ action: "sign_in", target: null }, "fr")).toBeNull();
  });
});

it("covers every action", () => {
  expect(Object.keys(samples).sort()).toEqual([...auditActions].sort());
});
