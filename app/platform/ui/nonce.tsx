import { createContext, useContext } from "react";

/** The CSP nonce of the response being rendered; empty in the browser, where scripts already ran. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
