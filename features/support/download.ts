import { downloadFile } from '@base/dom/downloadFile';

/** `vitrine-actions-2025-03-14T09-26-53-589Z.json`: the ISO time, with `:` and `.` made safe for file names. */
export function actionLogFileName(now: Date = new Date()): string {
  return `vitrine-actions-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** Saves a value as a JSON file. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadFile(fileName, JSON.stringify(value, null, 2), 'application/json');
}
