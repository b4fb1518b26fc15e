import { Field, ID, ObjectType } from "type-graphql";
import { Connection } from "../../graphql/pagination.js";
import { Role } from "./role.enum.js";

@ObjectType("User", { description: "An account, as admins manage it." })
export class User {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true, description: "Full name given at sign-up." })
  name!: string | null;

  @Field(() => Role)
  role!: Role;

  @Field(() => Boolean, { description: "Whether the email address has been verified." })
  emailConfirmed!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastSignInAt!: Date | null;

  @Field(() => Boolean, { description: "Whether the account has a verified second factor." })
  mfaEnabled!: boolean;
}

@ObjectType("UserConnection", { description: "A page of users, newest first." })
export class UserConnection extends Connection("User", User) {}
