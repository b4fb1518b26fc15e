import type { DataSource, EntityManager } from "typeorm";
import { isUuid } from "../../core/ids.js";
import { writeAudit } from "../../core/audit.js";
import { randomToken, sha256 } from "../common/crypto.js";
import { AuthError, validationFailed } from "../common/errors.js";
import { many, one } from "../common/store.js";
import { readPagination, type Body } from "./params.js";

// /admin/oauth/clients: the OAuth clients an operator registers, as Supabase Auth's OAuth 2.1
// server keeps them (fields, defaults, checks and answers). They are records only: this server
// has no /oauth/authorize or /oauth/token yet, so no client signs anyone in.

type ClientType = "public" | "confidential";
type AuthMethod = "none" | "client_secret_basic" | "client_secret_post";

interface ClientRow {
  id: string;
  client_type: ClientType;
  token_endpoint_auth_method: AuthMethod;
  registration_type: "dynamic" | "manual";
  client_secret_hash: string | null;
  client_name: string;
  client_uri: string;
  logo_uri: string;
  redirect_uris: string[];
  grant_types: string[];
  created_at: Date;
  updated_at: Date;
}

const AUTH_METHODS: readonly AuthMethod[] = ["none", "client_secret_basic", "client_secret_post"];
const GRANT_TYPES = ["authorization_code", "refresh_token"];
const MAX_REDIRECT_URIS = 10;
/** Schemes a redirect may never use, whatever its host (script, inline data, local files). */
const DANGEROUS_SCHEMES = new Set(["javascript", "data", "file", "vbscript", "about", "blob"]);
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
/** As Go prints a []string in GoTrue's messages. */
const goList = (values: readonly string[]) => `[${values.join(" ")}]`;

export const oauthClientNotFound = () => new AuthError(404, "oauth_client_not_found", "OAuth client not found");

/** A field of the wrong JSON type fails GoTrue's decoding of the whole body. */
const badJson = () => new AuthError(400, "bad_json", "Invalid JSON body");

function readString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw badJson();
  return value;
}

function readStringList(body: Body, field: string): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) throw badJson();
  return value as string[];
}

const bytes = (value: string) => Buffer.byteLength(value, "utf8");

/** Why GoTrue refuses a redirect URI: absolute, with a host, no fragment; plain http only on loopback. */
function redirectUriProblem(uri: string): string | null {
  if (uri === "") return "redirect URI cannot be empty";
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return /^[a-z][a-z0-9+.-]*:/i.test(uri) ? "invalid URL format" : "must have scheme and host";
  }
  const scheme = url.protocol.slice(0, -1);
  if (!url.host) return "must have scheme and host";
  if (DANGEROUS_SCHEMES.has(scheme)) return `scheme '${scheme}' is not allowed for security reasons`;
  if (scheme === "http" && !LOOPBACK_HOSTS.has(url.hostname)) return "HTTP scheme only allowed for localhost";
  if (url.hash) return "fragment not allowed in redirect URI";
  return null;
}

function checkRedirectUris(uris: string[] | undefined, required: boolean): void {
  if (required && !uris?.length) throw validationFailed("redirect_uris is required");
  if (!uris?.length) throw validationFailed("redirect_uris cannot be empty");
  if (uris.length > MAX_REDIRECT_URIS) throw validationFailed(`redirect_uris cannot exceed ${MAX_REDIRECT_URIS} items`);
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw validationFailed(`invalid redirect_uri '${uri}': ${problem}`);
  }
}

function checkGrantTypes(types: string[]): void {
  if (!types.length) throw validationFailed("grant_types cannot be empty");
  if (types.some((type) => !GRANT_TYPES.includes(type)))
    throw validationFailed("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
}

function checkClientName(name: string | undefined): void {
  if (name !== undefined && bytes(name) > 1024) throw validationFailed("client_name cannot exceed 1024 characters");
}

/** client_uri and logo_uri: empty, or an absolute URL of at most 2048 bytes. */
function checkPageUri(value: string | undefined, field: string): void {
  if (!value) return;
  if (bytes(value) > 2048) throw validationFailed(`${field} cannot exceed 2048 characters`);
  if (!URL.canParse(value)) throw validationFailed(`${field} must be a valid URL`);
}

const typeOfMethod = (method: AuthMethod): ClientType => (method === "none" ? "public" : "confidential");
const methodsOfType = (type: ClientType): AuthMethod[] =>
  type === "public" ? ["none"] : ["client_secret_basic", "client_secret_post"];

/** The answer's shape (GoTrue's OAuthServerClientResponse): empty optional fields are left out. */
function clientJson(row: ClientRow, secret?: string) {
  return {
    client_id: row.id,
    client_secret: secret,
    client_type: row.client_type,
    redirect_uris: row.redirect_uris,
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    grant_types: row.grant_types,
    response_types: ["code"],
    client_name: row.client_name || undefined,
    client_uri: row.client_uri || undefined,
    logo_uri: row.logo_uri || undefined,
    registration_type: row.registration_type,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** What the audit log keeps of a client: its settings, never its secret or the secret's hash. */
const auditView = (row: ClientRow) => ({
  clientName: row.client_name,
  clientType: row.client_type,
  tokenEndpointAuthMethod: row.token_endpoint_auth_method,
  redirectUris: row.redirect_uris,
  grantTypes: row.grant_types,
  clientUri: row.client_uri,
  logoUri: row.logo_uri,
});

const audit = (tx: EntityManager, action: string, id: string, before: ClientRow | null, after: ClientRow | null) =>
  writeAudit(tx, [
    {
      actorUserId: null,
      action,
      entity: "auth_oauth_client",
      entityId: id,
      before: before && auditView(before),
      after: after && auditView(after),
    },
  ]);

/** A secret for a confidential client, and what is stored of it. */
function newSecret(): { secret: string; hash: string } {
  const secret = randomToken(32);
  return { secret, hash: sha256(secret) };
}

/** GoTrue's LoadOAuthServerClient: a malformed id is 400 validation_failed, an unknown one 404. */
async function loadClient(db: DataSource | EntityManager, clientId: string, lock = false): Promise<ClientRow> {
  if (!isUuid(clientId)) throw validationFailed("invalid client_id format");
  const row = await one<ClientRow>(db, `SELECT * FROM auth_oauth_client WHERE id = $1${lock ? " FOR UPDATE" : ""}`, [
    clientId,
  ]);
  if (!row) throw oauthClientNotFound();
  return row;
}

export class AdminOAuthClientsService {
  constructor(private readonly db: DataSource) {}

  /** Newest first, as GoTrue lists them; paged as /admin/users is (GoTrue answers every client at once). */
  async list(query: { page?: unknown; per_page?: unknown }) {
    const { page, perPage } = readPagination(query);
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM auth_oauth_client`)) as {
      total: number;
    }[];
    const rows = await many<ClientRow>(
      this.db,
      `SELECT * FROM auth_oauth_client ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [perPage, (page - 1) * perPage],
    );
    return { clients: rows.map((row) => clientJson(row)), page, perPage, total: total! };
  }

  async get(clientId: string) {
    return clientJson(await loadClient(this.db, clientId));
  }

  /**
   * POST /admin/oauth/clients: a manually registered client, confidential unless told otherwise
   * (by client_type, or by token_endpoint_auth_method "none"). A confidential client's secret is in
   * this answer only.
   */
  async create(body: Body) {
    const redirectUris = readStringList(body, "redirect_uris");
    const grantTypes = readStringList(body, "grant_types");
    const clientName = readString(body, "client_name");
    const clientUri = readString(body, "client_uri");
    const logoUri = readString(body, "logo_uri");
    const clientType = readString(body, "client_type") || undefined;
    const method = readString(body, "token_endpoint_auth_method") || undefined;

    checkRedirectUris(redirectUris, true);
    if (grantTypes?.length) checkGrantTypes(grantTypes);
    checkClientName(clientName);
    checkPageUri(clientUri, "client_uri");
    checkPageUri(logoUri, "logo_uri");
    if (clientType !== undefined && clientType !== "public" && clientType !== "confidential")
      throw validationFailed("client_type must be 'public' or 'confidential'");
    if (method !== undefined && !AUTH_METHODS.includes(method as AuthMethod))
      throw validationFailed(`token_endpoint_auth_method must be one of: ${goList(AUTH_METHODS)}`);
    if (clientType && method && clientType !== typeOfMethod(method as AuthMethod))
      throw validationFailed(
        `client_type '${clientType}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${typeOfMethod(method as AuthMethod)}')`,
      );

    const type: ClientType =
      (clientType as ClientType) ?? (method ? typeOfMethod(method as AuthMethod) : "confidential");
    const authMethod: AuthMethod = (method as AuthMethod) ?? methodsOfType(type)[0]!;
    const credentials = type === "confidential" ? newSecret() : null;

    return this.db.transaction(async (tx) => {
      const row = (await one<ClientRow>(
        tx,
        `INSERT INTO auth_oauth_client (client_type, token_endpoint_auth_method, registration_type, client_secret_hash,
           client_name, client_uri, logo_uri, redirect_uris, grant_types)
         VALUES ($1, $2, 'manual', $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          type,
          authMethod,
          credentials?.hash ?? null,
          clientName ?? "",
          clientUri ?? "",
          logoUri ?? "",
          redirectUris,
          grantTypes?.length ? grantTypes : GRANT_TYPES,
        ],
      ))!;
      await audit(tx, "oauth_client.create", row.id, null, row);
      return clientJson(row, credentials?.secret);
    });
  }

  /** PUT /admin/oauth/clients/{id}: only the fields given change; the type and the secret stay. */
  async update(clientId: string, body: Body) {
    return this.db.transaction(async (tx) => {
      const before = await loadClient(tx, clientId, true);
      const redirectUris = readStringList(body, "redirect_uris");
      const grantTypes = readStringList(body, "grant_types");
      const clientName = readString(body, "client_name");
      const clientUri = readString(body, "client_uri");
      const logoUri = readString(body, "logo_uri");
      const method = readString(body, "token_endpoint_auth_method");
      const given = [redirectUris, grantTypes, clientName, clientUri, logoUri, method];
      if (given.every((value) => value === undefined)) throw validationFailed("No fields provided for update");

      if (redirectUris !== undefined) checkRedirectUris(redirectUris, false);
      if (grantTypes !== undefined) checkGrantTypes(grantTypes);
      checkClientName(clientName);
      checkPageUri(clientUri, "client_uri");
      checkPageUri(logoUri, "logo_uri");
      if (method !== undefined) {
        if (!AUTH_METHODS.includes(method as AuthMethod))
          throw validationFailed(`invalid token_endpoint_auth_method: must be one of ${goList(AUTH_METHODS)}`);
        const allowed = methodsOfType(before.client_type);
        if (!allowed.includes(method as AuthMethod))
          throw validationFailed(
            `token_endpoint_auth_method '${method}' is not valid for client_type '${before.client_type}'; valid methods: ${goList(allowed)}`,
          );
      }

      const after = (await one<ClientRow>(
        tx,
        `UPDATE auth_oauth_client SET
           redirect_uris = COALESCE($2, redirect_uris), grant_types = COALESCE($3, grant_types),
           client_name = COALESCE($4, client_name), client_uri = COALESCE($5, client_uri),
           logo_uri = COALESCE($6, logo_uri), token_endpoint_auth_method = COALESCE($7, token_endpoint_auth_method),
           updated_at = now()
         WHERE id = $1 RETURNING *`,
        [
          before.id,
          redirectUris ?? null,
          grantTypes ?? null,
          clientName ?? null,
          clientUri ?? null,
          logoUri ?? null,
          method ?? null,
        ],
      ))!;
      await audit(tx, "oauth_client.update", before.id, before, after);
      return clientJson(after);
    });
  }

  /** The client and its secret are gone for good (GoTrue marks it deleted; either way it is never listed again). */
  async remove(clientId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await loadClient(tx, clientId, true);
      await tx.query(`DELETE FROM auth_oauth_client WHERE id = $1`, [row.id]);
      await audit(tx, "oauth_client.delete", row.id, row, null);
    });
  }

  /** A new secret for a confidential client, in this answer only; the old one's hash is replaced. */
  async regenerateSecret(clientId: string) {
    return this.db.transaction(async (tx) => {
      const before = await loadClient(tx, clientId, true);
      if (before.client_type !== "confidential") throw validationFailed("Cannot regenerate secret for public client");
      const { secret, hash } = newSecret();
      const after = (await one<ClientRow>(
        tx,
        `UPDATE auth_oauth_client SET client_secret_hash = $2, updated_at = now() WHERE id = $1 RETURNING *`,
        [before.id, hash],
      ))!;
      await audit(tx, "oauth_client.regenerate_secret", before.id, before, after);
      return clientJson(after, secret);
    });
  }
}
