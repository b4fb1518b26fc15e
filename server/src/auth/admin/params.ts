import { assertStrongPassword, readEmailField } from "../common/account-fields.js";
import { AuthError, validationFailed } from "../common/errors.js";
import { isUuid } from "../../core/ids.js";
import type { PasswordRules } from "../common/passwords.js";

// What the admin endpoints read from a request, checked as Supabase Auth checks the same fields.

export type Body = Record<string, unknown>;

/** PUT and POST /admin/users: GoTrue's AdminUserParams, each field read only when given. */
export interface AdminUserParams {
  id?: string;
  email?: string;
  phone?: string;
  password?: string;
  passwordHash?: string;
  emailConfirm: boolean;
  phoneConfirm: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** Milliseconds from now; 0 lifts a ban ("none"). */
  banMs?: number;
  /** Our role (customer, staff, admin), from app_metadata.role, where the User object shows it. */
  appRole?: "customer" | "staff" | "admin";
}

const given = (value: unknown) => value !== undefined && value !== null && value !== "";

function readObject(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw new AuthError(400, "bad_json", `${field} must be an object`);
  return value as Record<string, unknown>;
}

/** GoTrue's phone check: a leading "+" and spaces dropped, then E.164 digits; stored without the "+". */
export function readPhone(value: unknown): string {
  const phone = typeof value === "string" ? value.replace(/^\+/, "").replaceAll(" ", "") : "";
  if (!/^[1-9]\d{1,14}$/.test(phone)) throw validationFailed("Invalid phone number format (E.164 required)");
  return phone;
}

const GO_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };

/** A Go duration ("24h", "1h30m", "876000h") in milliseconds, as GoTrue's ban_duration; "none" is 0. */
export function parseBanDuration(value: string): number {
  if (value === "none") return 0;
  const fail = () => validationFailed(`invalid format for ban duration: time: invalid duration "${value}"`);
  const match = /^([-+]?)(.*)$/.exec(value)!;
  const rest = match[2]!;
  if (rest === "0") return 0;
  if (!rest || !/^(?:(?:\d+\.?\d*|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.test(rest)) throw fail();
  let total = 0;
  for (const [, amount, unit] of rest.matchAll(/(\d+\.?\d*|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(amount) * GO_UNITS[unit!]!;
  }
  return match[1] === "-" ? -total : total;
}

function readAppRole(appMetadata: Record<string, unknown> | undefined): AdminUserParams["appRole"] {
  const role = appMetadata?.role;
  if (role === undefined) return undefined;
  if (role !== "customer" && role !== "staff" && role !== "admin")
    throw validationFailed("app_metadata.role must be customer, staff or admin");
  return role;
}

/**
 * GoTrue's `role` is the JWT role; every token here says "authenticated", so that is the only value
 * taken. Our roles (customer, staff, admin) are `app_metadata.role`.
 */
function checkJwtRole(value: unknown): void {
  if (given(value) && value !== "authenticated")
    throw validationFailed(
      'role: only "authenticated" is supported; set app_metadata.role to customer, staff or admin instead',
    );
}

export function readAdminUserParams(body: Body, rules: PasswordRules): AdminUserParams {
  checkJwtRole(body.role);
  const appMetadata = readObject(body.app_metadata, "app_metadata");
  const params: AdminUserParams = {
    emailConfirm: body.email_confirm === true,
    phoneConfirm: body.phone_confirm === true,
    userMetadata: readObject(body.user_metadata, "user_metadata"),
    appMetadata,
    appRole: readAppRole(appMetadata),
  };
  if (given(body.email)) params.email = readEmailField(body.email);
  if (given(body.phone)) params.phone = readPhone(body.phone);
  if (body.password !== undefined && body.password !== null)
    params.password = assertStrongPassword(body.password, rules);
  if (given(body.password_hash)) {
    if (typeof body.password_hash !== "string" || !/^\$argon2(id|i|d)\$/.test(body.password_hash))
      throw validationFailed("Invalid password hash format: only argon2 hashes are supported");
    params.passwordHash = body.password_hash;
  }
  if (given(body.ban_duration)) {
    if (typeof body.ban_duration !== "string") throw new AuthError(400, "bad_json", "ban_duration must be a string");
    params.banMs = parseBanDuration(body.ban_duration);
  }
  if (given(body.id)) {
    if (!isUuid(String(body.id))) throw validationFailed("ID must conform to the uuid v4 format");
    if (/^0{8}-(0{4}-){3}0{12}$/.test(String(body.id))) throw validationFailed("ID cannot be a nil uuid");
    params.id = String(body.id).toLowerCase();
  }
  return params;
}

/** Merges as GoTrue's UpdateUserMetaData: a null value removes its key. */
export function mergeMetadata(current: Record<string, unknown>, updates: Record<string, unknown>) {
  const merged = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export const DEFAULT_PER_PAGE = 50;
/** Not in Supabase Auth, which takes any size: one page answers at most this many users. */
export const MAX_PER_PAGE = 1000;

/** GET /admin/users?page=&per_page=: 1-based page numbers, 50 a page unless told. */
export function readPagination(query: { page?: unknown; per_page?: unknown }): { page: number; perPage: number } {
  const read = (value: unknown, fallback: number, name: string) => {
    if (value === undefined || value === "") return fallback;
    const text = String(value);
    if (!/^\d+$/.test(text))
      throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing "${text}": invalid syntax`);
    const number = Number(text);
    if (number < 1) throw validationFailed(`Bad Pagination Parameters: ${name} must be at least 1`);
    return number;
  };
  const page = read(query.page, 1, "page");
  const perPage = read(query.per_page, DEFAULT_PER_PAGE, "per_page");
  if (perPage > MAX_PER_PAGE)
    throw validationFailed(`Bad Pagination Parameters: per_page must be at most ${MAX_PER_PAGE}`);
  return { page, perPage };
}
