/**
 * The strength meter's module (./new-password.ts imports it when a new-password field is first
 * focused): the server's own judgement, dictionaries included, so a page that has no such field
 * never downloads them (2.3 MB, 1.1 MB gzip). Its own chunk of the build, `password-meter-*.js`.
 */
export { assessPassword } from "~/admin/accounts/password-strength";
