/** Reloads the app from the server (its own module so that tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
