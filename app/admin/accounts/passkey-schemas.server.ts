import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { PASSKEY_NAME_MAX } from "./passkeys.server";

/** The JSON bodies of the passkey endpoints; bounded, since they arrive before any sign-in. */
export const MAX_PASSKEY_BODY = 16_384;

const base64url = z
  .string()
  .max(8_000)
  .regex(/^[\w-]*={0,2}$/);

const handle = z.string().regex(/^[\w-]{32}$/);

// The shapes are checked here; their content (signatures, origins, challenges) by
// @simplewebauthn/server, hence the casts to its types.
/** A credential as the browser sends it back, around the ceremony's own `response` fields. */
const credential = <Response extends z.ZodRawShape>(response: Response) =>
  z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    response: z.looseObject({ clientDataJSON: base64url, ...response }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(30).optional(),
  });

const registrationResponse = credential({
  attestationObject: base64url,
  transports: z.array(z.string().max(20)).max(10).optional(),
}).transform((value) => value as unknown as RegistrationResponseJSON);

const authenticationResponse = credential({
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
}).transform((value) => value as unknown as AuthenticationResponseJSON);

export const registerOptionsBody = z.object({ returnTo: z.string().max(500).optional() });

export const registerVerifyBody = z.object({
  handle,
  response: registrationResponse,
  name: z
    .string()
    .max(PASSKEY_NAME_MAX * 4)
    .default(""),
  returnTo: z.string().max(500).optional(),
});

export const purposeSchema = z.enum(["sign_in", "second_factor", "step_up"]);

export const authenticateOptionsBody = z.object({ purpose: purposeSchema });

export const authenticateVerifyBody = z.object({
  purpose: purposeSchema,
  handle,
  response: authenticationResponse,
  redirectTo: z.string().max(2000).optional(),
});
