/**
 * The strength meter's browser module (app/admin/accounts/ui/new-password-script.ts imports it when a
 * new-password field is first focused): the server's own judgement, dictionaries included, so
 * a page that has no such field never downloads them (2.3 MB, 1.1 MB gzip).
 */
export { assessPassword } from "~/admin/accounts/password-strength";
