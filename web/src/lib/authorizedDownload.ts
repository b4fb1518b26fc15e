import { saveBlob } from "./saveBlob";

/**
 * Downloads a file the server only gives with the session's bearer token, which a plain link
 * cannot send: fetched, then handed to the browser under the server's file name.
 */
export async function authorizedDownload(
  path: string,
  accessToken: string | null,
  fallbackName: string,
): Promise<void> {
  const response = await fetch(path, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
  if (!response.ok) throw new Error(`The download failed (HTTP ${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}
