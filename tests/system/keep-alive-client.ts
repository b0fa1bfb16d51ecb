import { Agent, interceptors, setGlobalDispatcher } from "undici";

/**
 * The tests' fetch drops an idle connection after 1 s, well before the server's keep-alive (5 s).
 * With the server's own hint, Node's fetch kept one until a second or two before the server
 * closed it: on a loaded machine its timer fired late, it sent a request on a connection the
 * server was closing, and read a reset (ECONNRESET at load 19). At load 25 even the 1 s timer
 * fired too late once (a GET of the Dutch pages): a read that meets a reset is sent once more, on
 * a new connection, as browsers do. Only GET and HEAD, never a form's POST.
 */
setGlobalDispatcher(
  new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }).compose(
    interceptors.retry({
      methods: ["GET", "HEAD"],
      errorCodes: ["ECONNRESET"],
      statusCodes: [],
      maxRetries: 1,
      minTimeout: 0,
    }),
  ),
);
