import { DOWNLOAD_URL_LIFETIME_MS } from './constants';

/** `vitrine-actions-2025-03-14T09-26-53-589Z.json`: the ISO time, with `:` and `.` made safe for file names. */
export function actionLogFileName(now: Date = new Date()): string {
  return `vitrine-actions-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** Saves a value as a JSON file through a temporary object URL. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
