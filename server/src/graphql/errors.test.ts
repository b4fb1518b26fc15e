import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../logger.js";
import { formatError } from "./errors.js";
import { AppError, badInput, ErrorCode } from "../core/errors.js";

function setup() {
  const error = vi.fn();
  const format = formatError({ error } as unknown as Logger);
  return { error, format };
}

describe("formatError", () => {
  it("masks an unexpected error and logs it in full", () => {
    const { error, format } = setup();
    const cause = new Error("password authentication failed for user admin");
    const wrapped = new GraphQLError(cause.message, { originalError: cause, path: ["featuredOffers"] });
    const shown = format({ message: cause.message, path: ["featuredOffers"] }, wrapped);
    expect(shown).toEqual({
      message: "Internal server error",
      path: ["featuredOffers"],
      locations: undefined,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: cause }), "unexpected GraphQL error");
  });

  it("passes coded domain errors through, with the fields they name", () => {
    const { error, format } = setup();
    const domain = badInput([{ field: "contact.email", message: "Enter a valid email address" }]);
    const formatted = { message: domain.message, extensions: domain.extensions };
    expect(format(formatted, new GraphQLError(domain.message, { originalError: domain }))).toBe(formatted);
    expect(domain.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: [{ field: "contact.email", message: "Enter a valid email address" }],
    });
    expect(new AppError(ErrorCode.CONFLICT, "Already accepted").extensions.code).toBe("CONFLICT");
    expect(error).not.toHaveBeenCalled();
  });

  it("answers a domain error thrown in a resolver with its code and fields, as graphql-js reports it", () => {
    const { error, format } = setup();
    const domain = badInput([{ field: "email", message: "Enter a valid email address." }]);
    const reported = new GraphQLError(domain.message, { originalError: domain, path: ["submitContactMessage"] });
    expect(reported.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: [{ field: "email", message: "Enter a valid email address." }],
    });
    const formatted = { message: reported.message, path: ["submitContactMessage"], extensions: reported.extensions };
    expect(format(formatted, reported)).toBe(formatted);
    expect(error).not.toHaveBeenCalled();
  });
});
