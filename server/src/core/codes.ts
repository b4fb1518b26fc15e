import { randomInt } from "node:crypto";

// Codes people read aloud or type from an email: no 0/O, 1/I/L. 31 symbols, so six of them
// give 887 million codes; uniqueness is still enforced by the tables (callers retry on a clash).
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
