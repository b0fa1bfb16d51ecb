// negotiator 1.x takes a server preference between equal q-values; @types/negotiator (0.6) does not know it.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";
  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
