import { Agent, setGlobalDispatcher } from "undici";

/**
 * The tests' fetch drops an idle connection after 1 s, well before the server's keep-alive (5 s).
 * With the server's own hint, Node's fetch kept one until a second or two before the server
 * closed it: on a loaded machine its timer fired late, it sent a request on a connection the
 * server was closing, and read a reset (ECONNRESET at load 19). Browsers retry such a request
 * themselves; Node's fetch does not.
 */
setGlobalDispatcher(new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }));
