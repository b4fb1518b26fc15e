import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { MFAVerifyWebauthnParams } from "@supabase/auth-js";

// A software authenticator: what a security key or a phone does in a WebAuthn ceremony, in Node.
// It holds real ES256 (P-256) key pairs, builds authenticatorData, attestationObject (format
// "none") and clientDataJSON as the WebAuthn spec lays them out, and signs assertions with the
// private key, so the server's checks run against genuine signatures. Tests play the browser too:
// they choose the origin the client data names (a phishing site is just another origin).

type Bytes = Uint8Array | ArrayBuffer;

const b64url = (bytes: Bytes | Buffer) =>
  Buffer.from(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes).toString("base64url");
/** Options arrive as JSON (base64url strings) or, through auth-js's MFA calls, with ArrayBuffers. */
const asB64url = (value: string | Bytes) => (typeof value === "string" ? value : b64url(value));
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

// --- A CBOR encoder for what attestation needs: unsigned and negative integers, byte and text strings, maps.
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  /** Set for a discoverable credential (a passkey): the user handle it returns at sign-in. */
  userHandle: Buffer | null;
  signCount: number;
}

export interface CreationOptions {
  challenge: string | Bytes;
  rp: { id?: string; name: string };
  user: { id: string | Bytes; name: string; displayName: string };
  excludeCredentials?: { id: string | Bytes }[];
  authenticatorSelection?: { residentKey?: string; requireResidentKey?: boolean };
}

export interface RequestOptions {
  challenge: string | Bytes;
  rpId?: string;
  allowCredentials?: { id: string | Bytes }[];
}

export interface RegistrationJSON {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: "cross-platform";
}

export interface AuthenticationJSON {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: "cross-platform";
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/**
 * Who is at the authenticator: by default its user, verified (PIN, fingerprint), which sets the UV
 * flag as a real key does; `userVerified: false` is someone holding it who could not unlock it
 * (user presence only).
 */
export interface Gesture {
  userVerified?: boolean;
}

const flagsOf = ({ userVerified = true }: Gesture) => FLAG_UP | (userVerified ? FLAG_UV : 0);

export class SoftAuthenticator {
  private readonly credentials = new Map<string, StoredCredential>();

  /** `origin`: where the "browser" is; the RP ID defaults to its host, as browsers do. */
  constructor(private readonly origin: string) {}

  /** navigator.credentials.create(): a new key pair, attested with format "none". */
  create(options: CreationOptions, origin = this.origin, gesture: Gesture = {}): RegistrationJSON {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    for (const excluded of options.excludeCredentials ?? [])
      if (this.credentials.has(asB64url(excluded.id))) throw new Error("InvalidStateError: credential excluded");
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const id = randomBytes(16);
    const discoverable =
      options.authenticatorSelection?.residentKey === "required" ||
      options.authenticatorSelection?.residentKey === "preferred" ||
      options.authenticatorSelection?.requireResidentKey === true;
    const userId =
      typeof options.user.id === "string"
        ? Buffer.from(options.user.id, "base64url")
        : Buffer.from(b64url(options.user.id), "base64url");
    this.credentials.set(b64url(id), {
      id,
      privateKey,
      rpId,
      userHandle: discoverable ? userId : null,
      signCount: 0,
    });
    // COSE_Key: kty EC2 (1: 2), alg ES256 (3: -7), crv P-256 (-1: 1), x (-2), y (-3).
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flagsOf(gesture) | FLAG_AT]),
      Buffer.alloc(4), // signature counter 0
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.create", challenge: asB64url(options.challenge), origin, crossOrigin: false }),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["usb"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "cross-platform",
    };
  }

  /** navigator.credentials.get(): an assertion by an allowed credential (or any discoverable one for the RP). */
  get(options: RequestOptions, origin = this.origin, gesture: Gesture = {}): AuthenticationJSON {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const allowed = (options.allowCredentials ?? []).map((c) => asB64url(c.id));
    const credential = [...this.credentials.values()].find(
      (c) => c.rpId === rpId && (allowed.length ? allowed.includes(b64url(c.id)) : c.userHandle !== null),
    );
    if (!credential) throw new Error("NotAllowedError: no credential for this request");
    credential.signCount += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.signCount);
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([flagsOf(gesture)]), counter]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: asB64url(options.challenge), origin, crossOrigin: false }),
    );
    // ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded as WebAuthn expects.
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(credential.userHandle ? { userHandle: b64url(credential.userHandle) } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "cross-platform",
    };
  }

  /** Sets a credential's counter, as a cloned key that lags behind the original would have it. */
  setSignCount(credentialId: string, value: number): void {
    const credential = this.credentials.get(credentialId);
    if (!credential) throw new Error(`No credential ${credentialId}`);
    credential.signCount = value;
  }
}

/** What auth-js's mfa.verify takes for `credential_response`: a browser credential, which it serializes with toJSON(). */
export function asBrowserCredential<T extends "create" | "request">(
  json: T extends "create" ? RegistrationJSON : AuthenticationJSON,
): MFAVerifyWebauthnParams<T>["webauthn"]["credential_response"] {
  return { ...json, toJSON: () => json } as unknown as MFAVerifyWebauthnParams<T>["webauthn"]["credential_response"];
}
