// A message in a request's conversation (sendMessage): the API refuses anything outside these and
// the thread's composer checks the same before sending.

export const MESSAGE_BODY_MAX = 4_000;

/** Line breaks the composer may send as \r\n count once, as the database counts the stored text. */
export const normaliseMessageBody = (body: string) => body.replace(/\r\n?/g, "\n").trim();

/** Why a message's text is refused ("required" or "tooLong"), or null when it may be sent. */
export function messageBodyProblem(body: string): "required" | "tooLong" | null {
  const text = normaliseMessageBody(body);
  if (text.length === 0) return "required";
  return [...text].length > MESSAGE_BODY_MAX ? "tooLong" : null;
}
