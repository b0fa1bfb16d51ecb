import { type RouterContextProvider, redirect } from "react-router";
import type { backOfficePath } from "~/platform/navigation/back-office";
import { adminHeaders, adminRequest } from "./admin-request.server";

/**
 * The loader of a route that only changes state, so takes only a POST: a GET (a typed address,
 * a reload) leads to the back-office page `inside` instead.
 */
export function getLeadsTo(inside: Parameters<typeof backOfficePath>[0]) {
  return async ({
    request,
    context,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  }): Promise<never> => {
    const { path } = await adminRequest({ request, context });
    throw redirect(path(inside), { headers: adminHeaders });
  };
}
