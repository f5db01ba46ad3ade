/** Keep the object URL this long after the click: revoking it at once can cancel the download. */
export const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/** Saves content as a file through a temporary object URL: nothing leaves the browser. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
