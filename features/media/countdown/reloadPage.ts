/** Reloads the page: what a promotion shows after its end is the server's to say. */
export function reloadPage(): void {
  window.location.reload();
}
