/**
 * The invitation form's suggestion (inline, with the response's nonce): while the username has
 * not been typed in, it follows the e-mail address as the server would derive it
 * (services/auth/team-form.server.ts usernameFromEmail). Without JavaScript, an empty username
 * gets the same value on the server.
 */
export function usernameSuggestionScript(): string {
  return `(() => {
  const email = document.getElementById("field-email");
  const username = document.getElementById("field-username");
  if (!email || !username) return;
  let typed = username.value !== "";
  username.addEventListener("input", () => { typed = username.value !== ""; });
  email.addEventListener("input", () => {
    if (typed) return;
    const local = email.value.trim().toLowerCase().split("@")[0] || "";
    const name = local.replace(/[^a-z0-9._-]+/g, ".").replace(/^[._-]+|[._-]+$/g, "").slice(0, 64);
    username.value = name.length >= 3 ? name : "";
  });
})();`;
}
