import { createContext, RouterContextProvider } from "react-router";
import type { UploadOutcome } from "./admin/media/upload-stream.server";
import type { ContactUpload } from "./site/contact/contact-upload.server";

/** What the Express server knows of a request, for loaders, actions and the document. */
export interface RequestFacts {
  /** Per-response CSP nonce; absent while prerendering and for pages kept for everyone. */
  cspNonce?: string;
  /** Client address as Express sees it (honours TRUST_PROXY), for rate limits and the log. */
  clientIp?: string;
  /** A media library form's file, read by the server as it streamed in (server/media-upload-body.ts). */
  upload?: UploadOutcome;
  /** The contact form posted as multipart, read as it streamed in (server/contact-upload-body.ts). */
  contactUpload?: ContactUpload;
}

export const requestFacts = createContext<RequestFacts>({});

/** The router context of one request, as the Express handler hands it to React Router. */
export function routerContext(facts: RequestFacts = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestFacts, facts);
  return context;
}
