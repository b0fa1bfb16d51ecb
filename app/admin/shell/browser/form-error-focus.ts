/**
 * After a refused form, the keyboard and the screen reader start at what went wrong: the first
 * invalid field (its error is in its description), or else the error summary. Without this the
 * answer's page starts at `<body>` and the person has to hunt for the error.
 * A draft just put back (./form-drafts.ts) keeps the focus on its own notice.
 */
function focusFirstError() {
  // Every back-office page, inside the frame or not (the sign-in and recovery pages).
  const content = document.querySelector("main[data-back-office]");
  if (!content || content.querySelector("[data-draft-kept]")) return;
  const field = content.querySelector<HTMLElement>("form [aria-invalid='true']:not([disabled])");
  const target = field ?? content.querySelector<HTMLElement>("[role='alert']");
  if (!target) return;
  if (!field && !target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus();
}

focusFirstError();
