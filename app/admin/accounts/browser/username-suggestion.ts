import { byId } from "~/admin/shell/browser/config";
import { usernameFromEmail } from "../username-from-email";

/**
 * The invitation form's suggestion: while the username has not been typed in, it follows the
 * e-mail address as the server would derive it. Without JavaScript, an empty username gets the
 * same value on the server.
 */
function suggestUsername() {
  const email = byId("field-email", HTMLInputElement);
  const username = byId("field-username", HTMLInputElement);
  if (!email || !username) return;
  let typed = username.value !== "";
  username.addEventListener("input", () => {
    typed = username.value !== "";
  });
  const follow = () => {
    if (!typed) username.value = usernameFromEmail(email.value);
  };
  email.addEventListener("input", follow);
  // A module runs once the page is parsed: an address typed before that is followed now.
  if (email.value !== "") follow();
}

suggestUsername();
