import { Field, ID, Int, ObjectType } from "type-graphql";
import { Connection } from "../../core/transport/connection.js";
import { Role } from "./role.enum.js";
import type { User, UserFactor } from "./user.js";

@ObjectType("UserFactor", {
  description: "A second factor of an account, as admins see it (never its secret or phone number).",
})
export class UserFactorObject implements UserFactor {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description: "totp (authenticator app), phone (codes by text message) or webauthn (a security key).",
  })
  type!: string;

  @Field(() => String, { description: "verified, or unverified (enrolment begun, never finished)." })
  status!: string;

  @Field(() => String, { nullable: true, description: "The name the user gave it." })
  friendlyName!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

// Reached only through ADMIN root fields (users, setUserRole, setUserDisabled, endUserSessions, inviteStaff).
@ObjectType("User", { description: "An account, as admins manage it." })
export class UserObject implements User {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true, description: "Full name given at sign-up." })
  name!: string | null;

  @Field(() => Role)
  role!: Role;

  @Field(() => Boolean, {
    description: "Whether the email address has been verified (false for an invitation not yet followed).",
  })
  emailConfirmed!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastSignInAt!: Date | null;

  @Field(() => Boolean, { description: "Whether the account has a verified second factor." })
  mfaEnabled!: boolean;

  @Field(() => Boolean, {
    description: "Whether an admin has disabled the account: it cannot sign in (GoTrue answers user_banned).",
  })
  disabled!: boolean;

  @Field(() => Int, { description: "Signed-in sessions the account has now (each a device or browser)." })
  activeSessions!: number;
}

@ObjectType("UserConnection", { description: "A page of users, newest first." })
export class UserConnection extends Connection("User", UserObject) {}
