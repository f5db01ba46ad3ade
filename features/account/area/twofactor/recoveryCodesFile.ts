/** The text file of the recovery codes: a heading line, then one code per line. */
export function recoveryCodesText(heading: string, codes: string[]): string {
  return [heading, '', ...codes, ''].join('\n');
}

/** Saves a text as a file through a Blob link (nothing leaves the browser). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
