import { describe, expect, it } from "vitest";
import { checkNewPassword, passwordProblemText } from "./password-policy.server";
import { assessPassword } from "./password-strength";

const anne = {
  username: "anne.dupont",
  email: "a.dupont@procelia.example",
  displayName: "Anne Dupont",
};

describe("the password policy", () => {
  it("refuses the passwords the issue names, each with its reason", async () => {
    expect(await checkNewPassword("aaaaaaaaaaaa", anne)).toMatchObject({ ok: false, code: "weak" });
    expect(await checkNewPassword("password1234", anne)).toMatchObject({
      ok: false,
      code: "common",
    });
    expect(await checkNewPassword(" ".repeat(12), anne)).toMatchObject({
      ok: false,
      code: "onlySpaces",
    });
    expect(await checkNewPassword("Procelia2026!", anne)).toMatchObject({
      ok: false,
      code: "personal",
    });
  });

  it("accepts a long passphrase of ordinary words, accents and spaces included", async () => {
    expect(await checkNewPassword("mélangeur inox cuve 42 brasserie", anne)).toEqual({ ok: true });
    expect(await checkNewPassword("Skid NEP trois voies 2026", {})).toEqual({ ok: true });
  });

  it("counts characters as a person does, 12 to 256", async () => {
    expect(await checkNewPassword("", anne)).toMatchObject({ code: "tooShort" });
    expect(await checkNewPassword("cuve inox 4", anne)).toMatchObject({ code: "tooShort" });
    // Eleven letters and an emoji: 12 characters, though 13 UTF-16 units.
    expect(assessPassword("vanne🔧pompes").problem).not.toBe("tooShort");
    expect(assessPassword("é".repeat(11)).problem).toBe("tooShort");
    expect(await checkNewPassword("x".repeat(257), anne)).toMatchObject({ code: "tooLong" });
    expect(await checkNewPassword(` ${"\t".repeat(5)} `, anne)).toMatchObject({
      code: "onlySpaces",
    });
  });

  it("refuses the account's own names and the company's, not a word that merely contains a first name", async () => {
    const refused = [
      "anne.dupont cuve vapeur",
      "vapeur a.dupont mélangeur",
      "pompe Dupont échangeur 7",
      "échangeur PROCÉLIA vapeur nord",
    ];
    for (const password of refused) {
      expect((await checkNewPassword(password, anne)).ok, password).toBe(false);
    }
    expect(await checkNewPassword("panne de courant sur la cuve 7", anne)).toEqual({ ok: true });
  });

  it("refuses a password of the breached list whatever its case, and keyboard rows", async () => {
    expect(await checkNewPassword("QWERTYUIOP123", {})).toMatchObject({ ok: false });
    expect(await checkNewPassword("azertyuiopqs", {})).toMatchObject({ ok: false });
    expect(await checkNewPassword("iloveyou1234", {})).toMatchObject({ ok: false, code: "common" });
  });

  it("explains a refusal in plain words, in both languages", async () => {
    const check = await checkNewPassword("aaaaaaaaaaaa", anne);
    expect(passwordProblemText(check, "en")).toBe(
      'This password would be guessed too quickly. A repeated character ("aaa") is quickly guessed. Add one or two uncommon words, with spaces between them if you like.',
    );
    expect(passwordProblemText(check, "fr")).toMatch(/^Ce mot de passe serait trop vite deviné\./);
    expect(passwordProblemText({ ok: true }, "fr")).toBeUndefined();
  });

  it("stays quick on the longest l33t input, which zxcvbn alone takes seconds over", () => {
    assessPassword("warm up the dictionaries");
    // CPU time, not the clock: a loaded machine stretches the clock, not the work.
    const started = process.cpuUsage();
    assessPassword("p4ssw0rd!".repeat(28));
    const { user, system } = process.cpuUsage(started);
    console.log(`longest l33t input assessed in ${Math.round((user + system) / 1000)} ms of CPU`);
    expect((user + system) / 1000).toBeLessThan(1500);
  });
});
