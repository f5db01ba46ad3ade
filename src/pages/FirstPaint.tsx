/** The server's main section of the first document, read before React replaces it. */
let serverMain: string | undefined;

export function captureServerMain(): void {
  serverMain = document.getElementById('main')?.innerHTML;
}

/**
 * Shown while the first page's route chunk loads: the very HTML the server sent, so the
 * content neither blinks nor moves when React takes over.
 */
export function FirstPaint() {
  if (!serverMain) return null;
  return <div className="first-paint" dangerouslySetInnerHTML={{ __html: serverMain }} />;
}
